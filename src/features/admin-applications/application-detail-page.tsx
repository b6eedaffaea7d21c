/**
 * One application for review: every field, the change history, and the office's actions — status
 * with a reason, flow attach/detach, sending the person to consultation, and delete after the seed's "delete request {name}" question.
 */
import { getRouteApi, Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { api } from '../../lib/api.ts';
import { DetailFields } from './detail-fields.tsx';
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
  const app = route.useLoaderData()?.data;
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = () => void router.invalidate();

  const remove = async () => {
    setAsking(false);
    setDeleting(true);
    setError(null);
    try {
      await api(`/applications/${id}`, { method: 'DELETE' });
      await navigate({ to: '/{-$locale}/admin/applications', params: { locale } });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setDeleting(false);
    }
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
          <StatusForm key={app.updated_at ?? ''} app={app} onSaved={saved} />
          <FlowPanel app={app} onSaved={saved} />
          <HistoryList entries={app.history} />
          <SendToConsultation applicationId={app.id} name={app.name} />
          <Button variant="danger" busy={deleting} onClick={() => setAsking(true)}>
            <FormattedMessage id="applications.delete" />
          </Button>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <ConfirmDialog
            open={asking}
            danger
            title={<FormattedMessage id="applications.delete.confirm" values={{ name: app.name }} />}
            confirmLabel={<FormattedMessage id="applications.delete" />}
            onConfirm={() => void remove()}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </section>
  );
}
