/**
 * One flow: edit its fields, manage its roster, read its attendance report. Deleting it is last, apart,
 * in a danger zone: the first button on the page must not be the one that cannot be undone.
 */
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DeleteFlow } from './delete-flow.tsx';
import { FlowForm } from './flow-form.tsx';
import { ReportPanel } from './report-panel.tsx';
import { RosterPanel } from './roster-panel.tsx';
import { UnarchiveFlow } from './unarchive-flow.tsx';

const route = getRouteApi('/{-$locale}/admin/flows/$id');

export function FlowDetailPage() {
  const router = useRouter();
  const detail = route.useLoaderData();
  const [saves, setSaves] = useState(0);
  if (!detail) return null;
  const { flow } = detail;
  const reload = () => void router.invalidate().then(() => setSaves((n) => n + 1));
  return (
    <section className="page" data-testid="admin-flow">
      <h1>{flow.title ?? <FormattedMessage id="attendance.flow_title" values={{ id: flow.id }} />}</h1>
      {flow.archived && <UnarchiveFlow flow={flow} onDone={reload} />}
      <FlowForm key={saves} flow={flow} onSaved={reload} />
      <RosterPanel flowId={flow.id} roster={detail.roster} waiting={detail.waiting} onChange={reload} />
      <ReportPanel flowId={flow.id} report={detail.report} />
      {!flow.archived && (
        <section className="admin-panel danger-zone" aria-labelledby="flow-danger-title" data-testid="flow-danger-zone">
          <h2 id="flow-danger-title">
            <FormattedMessage id="flows.danger.title" />
          </h2>
          <p>
            <FormattedMessage id="flows.delete.explain" />
          </p>
          <DeleteFlow flow={flow} />
        </section>
      )}
    </section>
  );
}
