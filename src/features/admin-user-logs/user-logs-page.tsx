/** The user-action log (seed route user-logs): who did what to whom and when, with before/after values. */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../api/schemas/roles.ts';
import { USER_LOG_ACTIONS } from '../../../api/schemas/user-logs.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { actionName } from './action-name.ts';
import { LogFilters, type LogFilter } from './log-filters.tsx';
import { ValueDiff } from './value-diff.tsx';

export type { LogFilter };

const route = getRouteApi('/{-$locale}/admin/user-logs');

export const UserLogsPage = (props: { filter: LogFilter; onFilter: (f: LogFilter) => void }) => (
  <RolesOnly roles={[ROLES.admin]}>
    <UserLogs {...props} />
  </RolesOnly>
);

function UserLogs({ filter, onFilter }: { filter: LogFilter; onFilter: (f: LogFilter) => void }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const list = { data: route.useLoaderData() ?? undefined };
  const nameOf = (a: string) => actionName(intl, a);

  return (
    <section className="page" data-testid="user-logs">
      <h1>
        <FormattedMessage id="userLogs.title" />
      </h1>
      <LogFilters
        filter={filter}
        onFilter={onFilter}
        actions={list.data?.meta.actions ?? USER_LOG_ACTIONS}
        actionName={nameOf}
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
            <td>{nameOf(e.action)}</td>
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
        onPage={(page, after) => onFilter({ ...filter, page, after })}
      />
    </section>
  );
}
