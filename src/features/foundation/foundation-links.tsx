import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteAnchor } from '../../components/ui/site-anchor.tsx';

const PAGES = [
  ['/{-$locale}/foundation/programme', 'foundation.programme.title'],
  ['/{-$locale}/foundation/forecast', 'foundation.forecast.title'],
  ['/{-$locale}/foundation/districts', 'foundation.districts.title'],
  ['/{-$locale}/foundation/office', 'foundation.office.title'],
  ['/{-$locale}/foundation/contacts', 'foundation.contacts.title'],
] as const;
/** Sections served by the content pages. */
const CONTENT = [
  ['experts', 'nav.experts'],
  ['blog', 'nav.blog'],
  ['documents', 'nav.documents'],
  ['gallery', 'nav.gallery'],
] as const;

/** The foundation's own pages and its content sections. */
export function FoundationLinks() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  return (
    <nav aria-label={intl.formatMessage({ id: 'foundation.nav' })}>
      <ul className="link-list">
        {PAGES.map(([to, id]) => (
          <li key={to}>
            <Link to={to} params={{ locale }} className="btn btn-secondary">
              <FormattedMessage id={id} />
            </Link>
          </li>
        ))}
        {CONTENT.map(([path, id]) => (
          <li key={path}>
            <SiteAnchor path={path} label={id} className="btn btn-secondary" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
