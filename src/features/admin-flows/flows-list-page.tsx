/** Admin flows: the seed's statistics (flows, completed flows, students per flow, total records), the list and "new flow". */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';
import { FlowForm } from './flow-form.tsx';
import type { FlowItem } from './flow-types.ts';

interface Stats {
  flows_count: number;
  completed_flows: number;
  students_per_flow: number;
  total_records: number;
}

export function FlowsListPage() {
  const { locale } = useParams({ strict: false });
  const navigate = useNavigate();
  const [list, setList] = useState<{ data: FlowItem[]; meta: { statistics: Stats } } | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    api<{ data: FlowItem[]; meta: { statistics: Stats } }>('/flows')
      .then(setList)
      .catch(() => undefined);
  }, []);
  const s = list?.meta.statistics;
  return (
    <section className="page" data-testid="admin-flows">
      <h1>
        <FormattedMessage id="flows.title" />
      </h1>
      {s && (
        <dl className="stats" data-testid="flow-stats">
          {(Object.keys(s) as (keyof Stats)[]).map((k) => (
            <div key={k}>
              <dt>
                <FormattedMessage id={`flows.stats.${k}`} />
              </dt>
              <dd>{s[k]}</dd>
            </div>
          ))}
        </dl>
      )}
      {creating ? (
        <FlowForm onSaved={(f) => void navigate({ to: '/{-$locale}/admin/flows/$id', params: { locale, id: f.id } })} />
      ) : (
        <Button onClick={() => setCreating(true)}>
          <FormattedMessage id="flows.create" />
        </Button>
      )}
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
