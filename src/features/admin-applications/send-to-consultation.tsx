/**
 * The seed's "send {name} to consultation": an admin turns a training applicant into a waiting case of
 * the chosen type (POST /api/consultations/from-application/:id) and lands on that case to assign a lawyer.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { ROLES } from '../../../contract/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';

type CaseType = (typeof CONSULTATION_TYPES)[number];

export function SendToConsultation({ applicationId, name }: { applicationId: number; name: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const isAdmin = useSession()?.user.role_id === ROLES.admin;
  const [asking, setAsking] = useState(false);
  const [type, setType] = useState<CaseType>('restructuring');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isAdmin) return null;

  const send = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      const { data } = await read(
        client.api.consultations['from-application'][':id{[0-9]+}'].$post({
          param: { id: String(applicationId) },
          json: { type },
        }),
      );
      await navigate({ to: '/{-$locale}/admin/consultations/$id', params: { locale, id: String(data.id) } });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <div className="send-to-consultation">
      <Button variant="secondary" busy={busy} onClick={() => setAsking(true)} data-testid="send-to-consultation">
        <FormattedMessage id="applications.consultation.send" />
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="applications.consultation.confirm" values={{ name }} />}
        confirmLabel={<FormattedMessage id="applications.consultation.send" />}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <SelectField
          label={intl.formatMessage({ id: 'applications.consultation.type' })}
          value={type}
          placeholder={false}
          options={CONSULTATION_TYPES.map((t) => ({
            value: t,
            label: intl.formatMessage({ id: `consultation.type.${t}` }),
          }))}
          onChange={(v) => setType(v as CaseType)}
          testId="consultation-type"
        />
      </ConfirmDialog>
    </div>
  );
}
