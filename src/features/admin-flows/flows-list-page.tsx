/** Admin flows: the seed's statistics (flows, completed flows, students per flow, total records), the list and "new flow". */
import { getRouteApi, Link, useNavigate, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { db } from '../../lib/db.ts';
import { FlowForm, flowDraftId } from './flow-form.tsx';

const route = getRouteApi('/{-$locale}/admin/flows/');

export function FlowsListPage() {
  const { locale } = useParams({ strict: false });
  const navigate = useNavigate();
  const list = route.useLoaderData();
  const { archived } = route.useSearch();
  const [creating, setCreating] = useState(false);
  // A new flow left half-typed on this device opens again where it was.
  const unsaved = useLiveQuery(() => db.drafts.get(flowDraftId()).then(Boolean), []);
  const s = list?.meta.statistics;
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
      <label className="checkbox">
        <input
          type="checkbox"
          checked={!!archived}
          data-testid="flows-show-archived"
          onChange={(e) =>
            void navigate({ to: '.', search: e.target.checked ? { archived: true } : {}, replace: true })
          }
        />{' '}
        <FormattedMessage id="flows.show_archived" />
      </label>
      <table className="table">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="flows.field.title" />
            </th>
            <th>
              <FormattedMessage id="flows.field.start_date" />
            </th>
            <th>
              <FormattedMessage id="flows.field.address" />
            </th>
            <th>
              <FormattedMessage id="flows.field.student_count" />
            </th>
          </tr>
        </thead>
        <tbody>
          {list?.data.map((f) => (
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
                {f.start_date} – {f.end_date}
              </td>
              <td>{f.address}</td>
              <td>
                {f.student_count} / {f.capacity}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
