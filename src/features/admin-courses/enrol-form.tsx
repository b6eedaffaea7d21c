/** Enrol learners: applicants by phone, or every student of a training flow by its number. Admins only. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError, firstErrorId } from '../../components/ui/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { AdminCourse } from './load-courses.ts';

export function EnrolForm({ courseId, onDone }: { courseId: number; onDone: (s: AdminCourse['students']) => void }) {
  const intl = useIntl();
  const [phones, setPhones] = useState('');
  const [flow, setFlow] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const enrol = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const json = {
        phones: phones.split(/[\s,;]+/).filter(Boolean),
        flow_id: flow.trim() ? Number(flow) : null,
      };
      const { data } = await read(
        client.api.courses[':id{[0-9]+}'].enrol.$post({ param: { id: String(courseId) }, json }),
      );
      onDone(data.students);
      setPhones('');
      setFlow('');
    } catch (e) {
      setError(firstErrorId(e) ?? 'common.errors');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-panel" data-testid="enrol-form">
      <h2>
        <FormattedMessage id="learn.admin.enrol" />
      </h2>
      <label className="field">
        <FormattedMessage id="learn.admin.enrol_phones" />
        {/* Several phones at once, so not the one-number mask; the schema reads each one ("8 701…") as the mask would. */}
        <input value={phones} onChange={(e) => setPhones(e.target.value)} data-testid="enrol-phones" />
      </label>
      <label className="field">
        <FormattedMessage id="learn.admin.enrol_flow" />
        <input value={flow} onChange={(e) => setFlow(e.target.value)} inputMode="numeric" />
      </label>
      <FieldError error={error} />
      <Button
        type="button"
        busy={busy}
        onClick={() => void enrol()}
        aria-label={intl.formatMessage({ id: 'learn.admin.enrol' })}
      >
        <FormattedMessage id="learn.admin.enrol" />
      </Button>
    </div>
  );
}
