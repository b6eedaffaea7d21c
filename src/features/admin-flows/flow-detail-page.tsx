/** One flow: edit its fields, manage its roster, read its attendance report. */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../../lib/api.ts';
import { FlowForm } from './flow-form.tsx';
import type { FlowItem } from './flow-types.ts';
import { ReportPanel } from './report-panel.tsx';
import { RosterPanel } from './roster-panel.tsx';

export function FlowDetailPage({ id }: { id: number }) {
  const [flow, setFlow] = useState<FlowItem | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void api<{ data: FlowItem }>(`/flows/${id}`).then((r) => setFlow(r.data));
  }, [id, version]);
  if (!flow) return null;
  return (
    <section className="page" data-testid="admin-flow">
      <h1>{flow.title ?? <FormattedMessage id="attendance.flow_title" values={{ id: flow.id }} />}</h1>
      <FlowForm key={version} flow={flow} onSaved={() => setVersion((v) => v + 1)} />
      <RosterPanel flowId={flow.id} onChange={() => setVersion((v) => v + 1)} />
      <ReportPanel flowId={flow.id} version={version} />
    </section>
  );
}
