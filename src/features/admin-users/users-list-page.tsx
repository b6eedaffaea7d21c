/**
 * The admin's list of users: server-side paging ("Next" by cursor, the count stopping at 10,000), search
 * (name, phone, IIN, email) and a role filter.
 */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLE_SLUGS, ROLES } from '../../../contract/roles.ts';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { SearchToolbar } from '../../components/ui/search-toolbar.tsx';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { roleName } from './role-name.ts';

import type { UsersListSearch } from './load-users.ts';

const route = getRouteApi('/{-$locale}/admin/users/');

interface Props {
  query: UsersListSearch;
  onQuery: (q: UsersListSearch) => void;
}

export const UsersListPage = (props: Props) => (
  <RolesOnly roles={[ROLES.admin]}>
    <UsersList {...props} />
  </RolesOnly>
);

function UsersList({ query, onQuery }: Props) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const list = { data: route.useLoaderData() ?? undefined };

  return (
    <section className="page" data-testid="users-list">
      <h1>
        <FormattedMessage id="users.list.title" />
      </h1>
      <SearchToolbar
        label={intl.formatMessage({ id: 'users.list.search' })}
        initial={query.search}
        onSearch={(search) => onQuery({ ...query, page: 1, after: undefined, search })}
      >
        <FilterSelect
          label={intl.formatMessage({ id: 'users.list.role' })}
          anyLabel={intl.formatMessage({ id: 'users.list.allRoles' })}
          value={query.role_id}
          options={ROLE_SLUGS.map((slug) => ({ id: ROLES[slug], label: intl.formatMessage({ id: `role.${slug}` }) }))}
          onChange={(role_id) => onQuery({ ...query, page: 1, after: undefined, role_id })}
        />
        <Link
          className="btn"
          to="/{-$locale}/admin/users/create"
          params={{ locale }}
          search={query.role_id ? { role_id: query.role_id } : {}}
        >
          <FormattedMessage id="users.list.create" />
        </Link>
      </SearchToolbar>
      <AdminTable
        list={list}
        emptyId="users.list.empty"
        head={columnHeads('users.col.', ['name', 'phone', 'email', 'iin', 'role', 'status'])}
        row={(u) => (
          <tr key={u.id}>
            <td>
              <Link to="/{-$locale}/admin/users/$id" params={{ locale, id: String(u.id) }}>
                {u.name}
              </Link>
            </td>
            <td>{u.phone}</td>
            <td>{u.email}</td>
            <td>{u.iin}</td>
            <td>{roleName(intl, u.role_id)}</td>
            <td>
              <FormattedMessage id={u.blocked_at ? 'users.status.blocked' : 'users.status.active'} />
            </td>
          </tr>
        )}
        onPage={(page, after) => onQuery({ ...query, page, after })}
      />
    </section>
  );
}
