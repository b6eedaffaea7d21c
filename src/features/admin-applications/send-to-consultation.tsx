/**
 * The seed's "send {name} to consultation": an admin turns a training applicant into a waiting case of
 * the chosen type (POST /api/consultations/from-application/:id) and lands on that case to assign a lawyer.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { ROLES } from '../../../contract/roles.ts';
import { ConfirmedAction } from '../../components/admin-list/confirmed-action.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';

type CaseType = (typeof CONSULTATION_TYPES)[number];

export function SendToConsultation({ applicationId, name }: { applicationId: number; name: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const isAdmin = useSession()?.user.role_id === ROLES.admin;
  const [type, setType] = useState<CaseType>('restructuring');
  if (!isAdmin) return null;

  const send = async () => {
    const { data } = await read(
      client.api.consultations['from-application'][':id{[0-9]+}'].$post({
        param: { id: String(applicationId) },
        json: { type },
      }),
    );
    await navigate({ to: '/{-$locale}/admin/consultations/$id', params: { locale, id: String(data.id) } });
  };

  return (
    <div className="send-to-consultation">
      <ConfirmedAction
        label={<FormattedMessage id="applications.consultation.send" />}
        question={<FormattedMessage id="applications.consultation.confirm" values={{ name }} />}
        action={send}
        testId="send-to-consultation"
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
      </ConfirmedAction>
    </div>
  );
}
