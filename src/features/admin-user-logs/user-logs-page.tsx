/** The user-action log (seed route user-logs): who did what to whom and when, with before/after values. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../api/schemas/roles.ts';
import { USER_LOG_ACTIONS, type UserLogPage } from '../../../api/schemas/user-logs.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useApiGet } from '../../lib/use-api-get.ts';
import { LogFilters, type LogFilter } from './log-filters.tsx';
import { ValueDiff } from './value-diff.tsx';

export type { LogFilter };

/** Local calendar days to instants: "to" includes the whole of its day. */
function query(f: LogFilter) {
  const q = new URLSearchParams({ page: String(f.page ?? 1), per_page: '50' });
  for (const k of ['action', 'user', 'changed', 'user_id', 'changed_user_id'] as const)
    if (f[k]) q.set(k, String(f[k]));
  if (f.date_from) q.set('date_from', new Date(`${f.date_from}T00:00:00`).toISOString());
  if (f.date_to) q.set('date_to', new Date(`${f.date_to}T23:59:59.999`).toISOString());
  return `/user-logs?${q}`;
}

export const UserLogsPage = (props: { filter: LogFilter; onFilter: (f: LogFilter) => void }) => (
  <RolesOnly roles={[ROLES.admin]}>
    <UserLogs {...props} />
  </RolesOnly>
);

function UserLogs({ filter, onFilter }: { filter: LogFilter; onFilter: (f: LogFilter) => void }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const list = useApiGet<UserLogPage>(query(filter));
  const actionName = (a: string) =>
    (USER_LOG_ACTIONS as readonly string[]).includes(a) ? intl.formatMessage({ id: `userLogs.action.${a}` }) : a;

  return (
    <section className="page" data-testid="user-logs">
      <h1>
        <FormattedMessage id="userLogs.title" />
      </h1>
      <LogFilters
        filter={filter}
        onFilter={onFilter}
        actions={list.data?.meta.actions ?? USER_LOG_ACTIONS}
        actionName={actionName}
      />
      <AdminTable
        list={list}
        emptyId="userLogs.empty"
        head={columnHeads('userLogs.col.', ['date', 'action', 'user', 'changed', 'changes'])}
        row={(e) => (
          <tr key={e.id}>
            <td>
              <FormattedDate value={e.created_at} dateStyle="short" timeStyle="medium" />
            </td>
            <td>{actionName(e.action)}</td>
            <td>{e.user ? `${e.user.name} (${e.user.phone})` : <FormattedMessage id="userLogs.system" />}</td>
            <td>
              {e.changed_user ? (
                <Link to="/{-$locale}/admin/users/$id" params={{ locale, id: String(e.changed_user.id) }}>
                  {e.changed_user.name}
                </Link>
              ) : e.subject_id ? (
                <FormattedMessage id="userLogs.record" values={{ type: e.subject_type ?? '', id: e.subject_id }} />
              ) : (
                '—'
              )}
            </td>
            <td>
              <ValueDiff before={e.before} after={e.after} />
            </td>
          </tr>
        )}
        onPage={(page) => onFilter({ ...filter, page })}
      />
    </section>
  );
}
