/** Attach the application to a flow of its district, or take it out of its flow. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client } from '../../lib/api-client.ts';
import type { Application } from './load-applications.ts';
import { useFlowOptions } from './use-options.ts';

export function FlowPanel({ app, onSaved }: { app: Application; onSaved: () => void }) {
  const intl = useIntl();
  const flows = useFlowOptions(app.lesson_district_id);
  const [flowId, setFlowId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setError(undefined);
    try {
      const flow = client.api.applications[':id{[0-9]+}'].flow;
      const param = { id: String(app.id) };
      await (method === 'POST' ? flow.$post({ param, json: { flow_id: Number(flowId) } }) : flow.$delete({ param }));
      setFlowId('');
      onSaved();
    } catch (e) {
      setError(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };
  const current = flows.find((f) => f.id === app.flow_id);

  return (
    <section className="flow-panel" data-testid="flow-panel">
      <h2>
        <FormattedMessage id="applications.flow.title" />
      </h2>
      {app.flow_id ? (
        <>
          <p>
            <FormattedMessage id="applications.flow.current" values={{ flow: current?.label ?? `#${app.flow_id}` }} />
          </p>
          <Button variant="secondary" busy={busy} onClick={() => void run('DELETE')}>
            <FormattedMessage id="applications.flow.detach" />
          </Button>
        </>
      ) : (
        <form
          className="admin-toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            if (flowId) void run('POST');
          }}
        >
          <SelectField
            label={intl.formatMessage({ id: 'applications.flow.choose' })}
            invalid={!!error}
            value={flowId}
            options={flows.map((f) => ({ value: f.id, label: f.label }))}
            onChange={setFlowId}
          />
          <Button type="submit" busy={busy} disabled={!flowId}>
            <FormattedMessage id="applications.flow.attach" />
          </Button>
        </form>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
