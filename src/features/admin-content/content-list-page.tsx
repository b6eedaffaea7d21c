import './admin-content.css';
import { useParams, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { CONTENT_TYPES, type ContentType } from '../../../contract/content-types.ts';
import { AdminTable } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { Select } from '../../components/ui/select-field.tsx';
import { AdminLink } from '../../components/ui/admin-link.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';
import { CONTENT_EDITORS, type ContentList, type ContentSearch } from './load-content.ts';
import { localizedText } from './localized-text.ts';
import { useContentActions } from './use-content-actions.ts';

type Row = NonNullable<ContentList>['data'][number];

interface Props {
  type: ContentType;
  /** The URL's search and the route loader's answer for it (null: this role may not edit content). */
  search: ContentSearch;
  result: ContentList;
  onSearch: (search: ContentSearch) => void;
}

/** The admin list of any content type: search, published filter, paging, publish toggle, delete. */
export function ContentListPage(props: Props) {
  return (
    <RolesOnly roles={CONTENT_EDITORS}>
      <ContentList {...props} />
    </RolesOnly>
  );
}

function ContentList({ type, search, result, onSearch }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const paths = adminPaths(type, locale);
  const def = CONTENT_TYPES[type];
  const actions = useContentActions(type);
  const [q, setQ] = useState(search.q ?? '');

  const title = (row: Row) =>
    localizedText((row as Record<string, unknown>)[def.titleField], intl.locale) || `#${row.id}`;
  const refresh = () => void router.invalidate();
  const stamp = (row: Row) => row.updated_at ?? row.created_at;

  return (
    <section className="page admin-content" data-testid={`admin-${type}`}>
      <div className="admin-head">
        <h1>
          <FormattedMessage id={`content.${type}.admin`} />
        </h1>
        <AdminLink href={paths.create} className="btn btn-primary">
          <FormattedMessage id="content.admin.create" />
        </AdminLink>
      </div>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch({ ...search, page: 1, q: q.trim() || undefined });
        }}
      >
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-label={intl.formatMessage({ id: 'content.admin.search' })}
          placeholder={intl.formatMessage({ id: 'content.admin.search' })}
        />
        <Select
          value={search.published}
          aria-label={intl.formatMessage({ id: 'content.admin.filter' })}
          placeholder={intl.formatMessage({ id: 'content.admin.filter.all' })}
          options={[
            { value: '1', label: intl.formatMessage({ id: 'content.admin.filter.published' }) },
            { value: '0', label: intl.formatMessage({ id: 'content.admin.filter.draft' }) },
          ]}
          onChange={(v) => onSearch({ ...search, page: 1, published: (v || undefined) as ContentSearch['published'] })}
        />
        <Button type="submit" variant="secondary">
          <FormattedMessage id="content.admin.search" />
        </Button>
      </form>
      <AdminTable
        list={{ data: result ?? undefined }}
        emptyId="content.admin.empty"
        testId={`admin-${type}-list`}
        head={
          <>
            <th scope="col">
              <FormattedMessage id={`content.field.${def.titleField}`} />
            </th>
            <th scope="col">
              <FormattedMessage id="content.field.published" />
            </th>
            <th scope="col">
              <FormattedMessage id="content.admin.updated" />
            </th>
            <th />
          </>
        }
        row={(row) => (
          <tr key={row.id}>
            <td>
              <AdminLink href={paths.edit(row.id)}>{title(row)}</AdminLink>
            </td>
            <td>
              <label className="toggle">
                <input
                  type="checkbox"
                  checked={row.published}
                  onChange={async (e) => (await actions.setPublished(row.id, e.target.checked)) && refresh()}
                />
                <FormattedMessage id={row.published ? 'content.admin.state.published' : 'content.admin.state.draft'} />
              </label>
            </td>
            <td>{stamp(row) && <KzDate value={stamp(row)!} show="shortDay" />}</td>
            <td>
              <Button variant="danger" onClick={async () => (await actions.remove(row.id, title(row))) && refresh()}>
                <FormattedMessage id="content.admin.delete" />
              </Button>
            </td>
          </tr>
        )}
        onPage={(p) => onSearch({ ...search, page: p })}
      />
    </section>
  );
}
