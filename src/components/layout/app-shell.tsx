import { Link, useLocation, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../lib/session.ts';
import { isStaffPage } from '../../lib/staff-area.ts';
import { InstallButton } from '../ui/install-button.tsx';
import { LanguageGapNote } from '../ui/language-gap-note.tsx';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { OfflineIndicator } from '../ui/offline-indicator.tsx';
import { FooterNav, SiteNav } from './site-nav.tsx';
import { WorkplaceLink } from './workplace-link.tsx';

/**
 * Header, main area and footer around every page. `status` and `notices` are where features report.
 * Staff at work get the workplace layout: no public navigation or footer, the content the full width
 * (tables of names and dates need it at 1366 px), their own menu inside the page.
 */
export function AppShell({
  children,
  status,
  notices,
}: {
  children: ReactNode;
  status?: ReactNode;
  notices?: ReactNode;
}) {
  const { locale } = useParams({ strict: false });
  const roleId = useSession()?.user.role_id;
  const staff = useLocation({ select: (l) => isStaffPage(l.pathname, roleId) });
  return (
    <div className={staff ? 'app app-staff' : 'app'} data-layout={staff ? 'staff' : 'site'}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header className="site-header">
        <Link to="/{-$locale}" params={{ locale }} className="brand">
          <img src="/icons/favicon.svg" alt="" width="32" height="32" />
          <span>
            <strong>
              <FormattedMessage id="app.shortName" />
            </strong>
            <small>
              <FormattedMessage id="app.slogan" />
            </small>
          </span>
        </Link>
        {!staff && <SiteNav />}
        <div className="header-status">{status}</div>
        <WorkplaceLink />
        {staff && <InstallButton />}
        <LanguageSwitcher />
      </header>
      <OfflineIndicator />
      <LanguageGapNote />
      {notices}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!staff && (
        <footer className="site-footer">
          <FooterNav />
          <InstallButton />
          <p>
            <FormattedMessage id="app.name" /> · <FormattedMessage id="app.slogan" />
          </p>
        </footer>
      )}
    </div>
  );
}
