import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FALLBACK_LOCALE } from '../../../contract/locale.ts';
import { loadFallback, useIntlState } from '../../lib/intl.ts';

/** Provides the current language's messages to everything, including the not-found page. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const intl = useIntlState();
  if (!intl) return null;
  return (
    <IntlProvider
      locale={intl.locale}
      messages={intl.messages}
      defaultLocale={FALLBACK_LOCALE}
      onError={(err) => {
        if (err.code === 'MISSING_TRANSLATION') loadFallback();
        console.warn(`[intl] ${err.message}`);
      }}
    >
      {children}
    </IntlProvider>
  );
}
