import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES, type RoleId } from '../../../contract/roles.ts';
import { GROUPS, sectionsFor } from './sections.ts';

/**
 * The staff menu (the admin's dashboard first), grouped; on narrow screens it folds behind a "Menu" button.
 * Each link names its section (`data-section`), so a test can hold the menu against the permission matrix.
 */
export function AdminNav({ roleId, locale }: { roleId: number; locale: string | undefined }) {
  const intl = useIntl();
  const listId = useId();
  const pathname = useLocation({ select: (l) => l.pathname });
  // Opened on one page; following a link folds the menu again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const mine = sectionsFor(roleId);
  return (
    <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })} data-testid="admin-nav">
      <button
        type="button"
        className="btn btn-secondary admin-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <FormattedMessage id="admin.nav.toggle" />
      </button>
      <div id={listId} className={`admin-nav-groups${open ? ' open' : ''}`}>
        {roleId === ROLES.admin && (
          <p className="admin-nav-group admin-nav-home">
            <Link
              to="/{-$locale}/admin"
              params={{ locale }}
              activeProps={{ 'aria-current': 'page' }}
              activeOptions={{ exact: true, includeSearch: false }}
            >
              <FormattedMessage id="dashboard.title" />
            </Link>
          </p>
        )}
        {mine.length === 0 && (
          <p className="empty">
            <FormattedMessage id="admin.nav.empty" />
          </p>
        )}
        {GROUPS.map((group) => {
          const items = mine.filter((s) => s.group === group);
          if (!items.length) return null;
          return (
            <section key={group} className="admin-nav-group">
              <h2>
                <FormattedMessage id={`admin.nav.group.${group}`} />
              </h2>
              <ul>
                {items.map((s) => (
                  <li key={s.slug}>
                    <Link
                      {...(s.to
                        ? { to: s.to, params: { locale } }
                        : { to: '/{-$locale}/admin/$section', params: { locale, section: s.slug } })}
                      activeProps={{ 'aria-current': 'page' }}
                      activeOptions={{ includeSearch: false }}
                      data-section={s.slug}
                    >
                      <FormattedMessage id={s.labelFor?.[roleId as RoleId] ?? `admin.section.${s.slug}`} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </nav>
  );
}
