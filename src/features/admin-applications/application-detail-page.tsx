/**
 * One application for review: every field, the change history, and the office's actions — status
 * with a reason, flow attach/detach, sending the person to consultation, and delete after the seed's "delete request {name}" question.
 */
import { getRouteApi, Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ConfirmedAction } from '../../components/admin-list/confirmed-action.tsx';
import { client, read } from '../../lib/api-client.ts';
import { DetailFields } from './detail-fields.tsx';
import type { Application } from './load-applications.ts';
import { FlowPanel } from './flow-panel.tsx';
import { HistoryList } from './history-list.tsx';
import { SendToConsultation } from './send-to-consultation.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { ROLES } from '../../../contract/roles.ts';
import './admin-applications.css';
import { StatusForm } from './status-form.tsx';

const route = getRouteApi('/{-$locale}/admin/applications/$id');

export const ApplicationDetailPage = ({ id }: { id: number }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.operator]}>
    <Detail id={id} />
  </RolesOnly>
);

function Detail({ id }: { id: number }) {
  const { locale } = useParams({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const app: Application | null | undefined = route.useLoaderData()?.data;
  const saved = () => void router.invalidate();
  const remove = async () => {
    await read(client.api.applications[':id{[0-9]+}'].$delete({ param: { id: String(id) } }));
    await navigate({ to: '/{-$locale}/admin/applications', params: { locale } });
  };

  return (
    <section className="page" data-testid="application-detail">
      <p>
        <Link to="/{-$locale}/admin/applications" params={{ locale }}>
          <FormattedMessage id="applications.detail.back" />
        </Link>
      </p>
      {app && (
        <>
          <h1>{app.name}</h1>
          <DetailFields app={app} />
          {app.status === 'superseded' ? (
            // The office registered this IIN (ADR 133): the server refuses any change, so nothing offers one.
            <p className="notice" data-testid="status-final">
              <FormattedMessage id="applications.status.superseded_final" />
            </p>
          ) : (
            <>
              <StatusForm key={app.updated_at ?? ''} app={app} onSaved={saved} />
              <FlowPanel app={app} onSaved={saved} />
            </>
          )}
          <HistoryList entries={app.history} />
          <SendToConsultation applicationId={app.id} name={app.name} />
          <ConfirmedAction
            danger
            label={<FormattedMessage id="applications.delete" />}
            question={<FormattedMessage id="applications.delete.confirm" values={{ name: app.name }} />}
            action={remove}
          />
        </>
      )}
    </section>
  );
}
