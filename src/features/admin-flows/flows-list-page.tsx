/**
 * Admin flows: the seed's statistics (flows, completed flows, students per flow, total records), the list
 * a page at a time ("Next" by cursor), narrowed by region or district, and "new flow".
 */
import { getRouteApi, Link, useNavigate, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { KzDateRange } from '../../components/ui/date-and-money.tsx';
import { RegionDistrictSelect } from '../../components/ui/region-district-select.tsx';
import { db } from '../../sync/db.ts';
import { useSession } from '../../lib/session.ts';
import { ROLES } from '../../../contract/roles.ts';
import { FlowForm, flowDraftId } from './flow-form.tsx';
import type { FlowsSearch } from './load-flows.ts';

const route = getRouteApi('/{-$locale}/admin/flows/');

export function FlowsListPage() {
  const { locale } = useParams({ strict: false });
  const navigate = useNavigate();
  const list = route.useLoaderData();
  const search = route.useSearch();
  const session = useSession();
  const [creating, setCreating] = useState(false);
  // A new flow left half-typed on this device opens again where it was.
  const unsaved = useLiveQuery(() => db.drafts.get(flowDraftId()).then(Boolean), []);
  const s = list?.meta.statistics;
  // Another filter starts again at page 1, without the last page's "Next" cursor.
  const set = (patch: FlowsSearch) =>
    void navigate({ to: '.', search: { ...search, ...patch, page: undefined, after: undefined }, replace: true });
  return (
    <section className="page" data-testid="admin-flows">
      <h1>
        <FormattedMessage id="flows.title" />
      </h1>
      {s && (
        <dl className="stats" data-testid="flow-stats">
          {(Object.keys(s) as (keyof typeof s)[]).map((k) => (
            <div key={k}>
              <dt>
                <FormattedMessage id={`flows.stats.${k}`} />
              </dt>
              <dd>{s[k]}</dd>
            </div>
          ))}
        </dl>
      )}
      {creating || unsaved ? (
        <FlowForm onSaved={(f) => void navigate({ to: '/{-$locale}/admin/flows/$id', params: { locale, id: f.id } })} />
      ) : (
        <Button onClick={() => setCreating(true)}>
          <FormattedMessage id="flows.create" />
        </Button>
      )}
      <div className="admin-toolbar">
        <RegionDistrictSelect
          value={{ region: search.region_id, district: search.district_id }}
          onChange={(k) => set({ region_id: k.region, district_id: k.district })}
          labels={{ region: 'flows.field.region_id', district: 'flows.field.district_id' }}
          anyLabel="kato.any"
          allowedDistricts={session?.user.role_id === ROLES.operator ? session.user.district_ids : undefined}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={!!search.archived}
            data-testid="flows-show-archived"
            onChange={(e) => set({ archived: e.target.checked ? true : undefined })}
          />{' '}
          <FormattedMessage id="flows.show_archived" />
        </label>
      </div>
      <AdminTable
        list={{ data: list ?? undefined }}
        emptyId="flows.list.empty"
        head={columnHeads('flows.field.', ['title', 'start_date', 'address', 'student_count'])}
        row={(f) => (
          <tr key={f.id} data-testid="flow-row">
            <td>
              <Link to="/{-$locale}/admin/flows/$id" params={{ locale, id: f.id }}>
                {f.title ?? `#${f.id}`}
              </Link>
              {f.archived && (
                <>
                  {' '}
                  <span className="badge" data-testid="flow-archived-badge">
                    <FormattedMessage id="flows.archived.badge" />
                  </span>
                </>
              )}
            </td>
            <td>
              <KzDateRange from={f.start_date} to={f.end_date} />
            </td>
            <td>{f.address}</td>
            <td>
              {f.student_count} / {f.capacity}
            </td>
          </tr>
        )}
        onPage={(page, after) => void navigate({ to: '.', search: { ...search, page, after } })}
      />
    </section>
  );
}
