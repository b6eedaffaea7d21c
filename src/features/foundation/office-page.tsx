/**
 * The project office members as a table: the "team" content admins manage at /admin/team (name,
 * position, area as the item's group), in the sort order they set; read like every public list, so it
 * opens offline from the saved copy. A fresh install starts with the seeded illustrative members.
 */
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../components/ui/content-blocks.tsx';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import { OFFICE_PAGE_SIZE } from '../../lib/public-content.ts';
import { usePublicList } from '../../lib/use-public-list.ts';

export function OfficePage() {
  const list = usePublicList('team', OFFICE_PAGE_SIZE);
  return (
    <article className="page" data-testid="foundation-office-page">
      <PageHeader title="foundation.office.title" lead="foundation.office.lead" />
      {list.items.length > 0 && (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">
                  <FormattedMessage id="foundation.office.col.name" />
                </th>
                <th scope="col">
                  <FormattedMessage id="foundation.office.col.position" />
                </th>
                <th scope="col">
                  <FormattedMessage id="foundation.office.col.area" />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((m, i) => (
                <tr key={m.id} data-testid="office-member">
                  <td>{i + 1}</td>
                  <td>{m.name}</td>
                  <td>{m.position}</td>
                  <td>{m.group}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.status === 'complete' && list.items.length === 0 && <EmptyState />}
      {list.status !== 'complete' && <InfiniteStatus state={list.status} onRetry={list.retry} onMore={list.loadMore} />}
    </article>
  );
}
