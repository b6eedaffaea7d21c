/** Status change with its reason: any status the office sets, the reason always required (the API's schema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { APPLICATION_STATUSES } from '../../../contract/application-values.ts';
import { applicationStatusSchema, type ApplicationStatusInput } from '../../../contract/applications.ts';
import { StatusChangeForm } from '../../components/admin-list/status-change-form.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { Application } from './load-applications.ts';

const LABELS = {
  title: 'applications.status.title',
  status: 'applications.field.status',
  reason: 'applications.field.status_reason',
  save: 'applications.status.save',
};

export function StatusForm({ app, onSaved }: { app: Application; onSaved: () => void }) {
  const intl = useIntl();
  return (
    <StatusChangeForm<ApplicationStatusInput>
      resolver={zodResolver(applicationStatusSchema)}
      // A superseded application's status is no choice of the office's: the select shows it as not in the list.
      defaultValues={{ status: app.status as ApplicationStatusInput['status'], reason: '' }}
      statuses={APPLICATION_STATUSES.map((s) => ({
        value: s,
        label: intl.formatMessage({ id: `application.status.${s}` }),
      }))}
      labels={LABELS}
      submit={(json) =>
        read(client.api.applications[':id{[0-9]+}'].status.$post({ param: { id: String(app.id) }, json }))
      }
      onSaved={onSaved}
      testId="status-form"
    />
  );
}
