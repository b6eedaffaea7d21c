/** The user-action log (seed route user-logs): each entry a sentence, who did what to which record, when, what changed. */
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { USER_LOG_ACTIONS } from '../../../contract/user-logs.ts';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { actionName } from './action-name.ts';
import { LogEntryRow } from './log-entry.tsx';
import { LogFilters, type LogFilter } from './log-filters.tsx';

export type { LogFilter };

const route = getRouteApi('/{-$locale}/admin/user-logs');

export const UserLogsPage = (props: { filter: LogFilter; onFilter: (f: LogFilter) => void }) => (
  <RolesOnly roles={[ROLES.admin]}>
    <UserLogs {...props} />
  </RolesOnly>
);

function UserLogs({ filter, onFilter }: { filter: LogFilter; onFilter: (f: LogFilter) => void }) {
  const intl = useIntl();
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
        head={columnHeads('userLogs.col.', ['date', 'entry', 'changes'])}
        row={(e) => <LogEntryRow key={e.id} entry={e} />}
        testId="user-logs-table"
        onPage={(page, after) => onFilter({ ...filter, page, after })}
      />
    </section>
  );
}
