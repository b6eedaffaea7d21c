import { useLocation, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES } from '../../../contract/locale.ts';
import { pathInLocale } from '../../lib/locale.ts';

/** Қазақша / Русский / English / 中文 — switching keeps the page. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const router = useRouter();
  const href = useLocation({ select: (l) => l.href });
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'nav.language' })}>
      {LOCALES.map((l) => (
        <a
          key={l}
          href={pathInLocale(href, l)}
          hrefLang={l}
          lang={l}
          aria-current={intl.locale === l ? 'true' : undefined}
          onClick={(e) => {
            e.preventDefault();
            void router.navigate({ href: pathInLocale(href, l) });
          }}
        >
          {LOCALE_NAMES[l]}
        </a>
      ))}
    </nav>
  );
}
