/**
 * The consultation request: types come from common_data (translated by the server); offline, the
 * same closed list is labelled from the local catalog so the form still works. The weekend call-back
 * promise comes once the server has the request.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { consultationRequest } from '../../../contract/requests.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { RequestForm } from './request-form.tsx';

export function ConsultationRequestForm() {
  const intl = useIntl();
  const common = usePublicQuery('/common_data');
  const options =
    (common.status === 'ready' ? common.data.data.consultation_types : undefined) ??
    CONSULTATION_TYPES.map((value) => ({ value, label: intl.formatMessage({ id: `consultation.type.${value}` }) }));
  return (
    <RequestForm
      kind="consultation"
      schema={consultationRequest}
      title="request.consultation.title"
      fields={[
        { name: 'name', label: 'request.field.name', type: 'text', autoComplete: 'name' },
        {
          name: 'phone',
          label: 'request.field.phone',
          type: 'tel',
          hint: 'request.field.phone.hint',
          autoComplete: 'tel',
        },
        { name: 'consultation_type', label: 'request.field.consultation_type', type: 'select', options },
        { name: 'problem', label: 'request.field.problem', type: 'textarea' },
      ]}
      // The call-back promise once the server has the request, never on a staff tablet.
      modal={{ title: 'request.modal.title', body: 'request.modal.text' }}
      thanks={<FormattedMessage id="request.modal.text" tagName="p" />}
    />
  );
}
