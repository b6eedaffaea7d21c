/**
 * The public site's sections, in the header (a collapsible menu on phones) and in the footer.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSiteLink } from '../ui/site-anchor.tsx';

export const MAIN_SECTIONS = [
  ['about', 'nav.about'],
  ['register', 'nav.register'],
  ['consultations', 'nav.consultations'],
  ['calculators', 'nav.calculators'],
  ['agro', 'nav.agro'],
  ['projects', 'property.nav.projects'],
  ['foundation', 'nav.foundation'],
  ['school', 'nav.akimsSchool'],
  ['contest', 'nav.contest'],
  ['news', 'nav.news'],
  ['faq', 'nav.faq'],
] as const;

const FOOTER_SECTIONS = [
  ['stock', 'nav.stock'],
  ['blog', 'nav.blog'],
  ['gallery', 'nav.gallery'],
  ['experts', 'nav.experts'],
  ['documents', 'nav.documents'],
  ['foundation/contacts', 'nav.contacts'],
  ['device', 'nav.device'],
  ['agreement', 'nav.agreement'],
  ['privacy', 'nav.privacy'],
] as const;

export function SiteNav() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const link = useSiteLink();
  return (
    <nav className={`site-nav${open ? ' open' : ''}`} aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> <FormattedMessage id="nav.menu" />
      </button>
      <ul id="site-menu">
        {MAIN_SECTIONS.map(([path, label]) => (
          <li key={path}>
            <a {...link(path, () => setOpen(false))}>
              <FormattedMessage id={label} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterNav() {
  const intl = useIntl();
  const link = useSiteLink();
  return (
    <nav className="footer-nav" aria-label={intl.formatMessage({ id: 'nav.footer' })}>
      <ul>
        {[...MAIN_SECTIONS, ...FOOTER_SECTIONS].map(([path, label]) => (
          <li key={path}>
            <a {...link(path)}>
              <FormattedMessage id={label} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
