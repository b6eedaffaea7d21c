/** The four public request forms (seed §3 "Requests"), each with its schema from contract/requests.ts. */
import { FormattedMessage } from 'react-intl';
import { contactRequest, forecastRequest, leadRequest } from '../../../contract/requests.ts';
import { RequestForm } from './request-form.tsx';
import type { FieldDef } from './request-field.tsx';

const PHONE: FieldDef = {
  name: 'phone',
  label: 'request.field.phone',
  type: 'tel',
  hint: 'request.field.phone.hint',
  autoComplete: 'tel',
};

export function ContactForm() {
  return (
    <RequestForm
      kind="contact"
      schema={contactRequest}
      title="request.contact.title"
      fields={[
        { name: 'name', label: 'request.field.name', type: 'text', autoComplete: 'name' },
        { name: 'email', label: 'request.field.email', type: 'email', autoComplete: 'email' },
        PHONE,
        { name: 'theme', label: 'request.field.theme', type: 'text' },
        { name: 'message', label: 'request.field.message', type: 'textarea' },
      ]}
      thanks={<FormattedMessage id="request.thanks.contact" tagName="p" />}
    />
  );
}

export function ForecastRequestForm() {
  return (
    <RequestForm
      kind="forecast"
      schema={forecastRequest}
      title="request.forecast.title"
      fields={[
        { name: 'full_name', label: 'request.field.full_name', type: 'text', autoComplete: 'name' },
        { name: 'email', label: 'request.field.email', type: 'email', autoComplete: 'email' },
        { name: 'region', label: 'request.field.region', type: 'text' },
        { name: 'activity', label: 'request.field.activity', type: 'text' },
        { name: 'purpose', label: 'request.field.purpose', type: 'textarea' },
      ]}
      thanks={<FormattedMessage id="request.thanks.forecast" tagName="p" />}
    />
  );
}

export function LeadForm() {
  return (
    <RequestForm
      kind="lead"
      schema={leadRequest}
      title="request.lead.title"
      fields={[{ name: 'full_name', label: 'request.field.full_name', type: 'text', autoComplete: 'name' }, PHONE]}
      thanks={<FormattedMessage id="request.thanks.lead" tagName="p" />}
    />
  );
}
