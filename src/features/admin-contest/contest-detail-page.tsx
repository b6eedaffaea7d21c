/** One contest entry for reviewers: answers, photos, documents, status change, history and comments. */
import { getRouteApi, Link, useParams, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../lib/kz-format.ts';
import { AnswersTable } from './answers-table.tsx';
import { CommentsPanel } from './comments-panel.tsx';
import { DocumentsList } from './documents-list.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { ROLES } from '../../../contract/roles.ts';
import { StatusForm } from './status-form.tsx';
import { StatusHistory } from './status-history.tsx';
import './admin-contest.css';

const route = getRouteApi('/{-$locale}/admin/contest/$id');

export const ContestDetailPage = ({ id }: { id: number }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <ContestDetail id={id} />
  </RolesOnly>
);

function ContestDetail({ id }: { id: number }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const router = useRouter();
  const d = route.useLoaderData()?.data;
  return (
    <section className="page contest-review" data-testid="contest-detail">
      <p>
        <Link to="/{-$locale}/admin/contest" params={{ locale }} search={{}}>
          <FormattedMessage id="admin.contest.detail.back" />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="admin.contest.detail.title" values={{ id }} />
      </h1>
      {d && (
        <>
          <dl className="admin-panel">
            {(['full_name', 'iin', 'phone', 'nomination', 'region', 'year', 'submitted_at'] as const).map((k) => (
              <div key={k}>
                <dt>
                  <FormattedMessage id={`admin.contest.col.${k}`} />
                </dt>
                <dd>{k === 'submitted_at' ? formatDate(intl, d[k], 'dateTime') : d[k]}</dd>
              </div>
            ))}
            <div>
              <dt>
                <FormattedMessage id="admin.contest.col.status" />
              </dt>
              <dd data-testid="contest-current-status">
                <FormattedMessage id={`contest.status.${d.status}`} />
              </dd>
            </div>
          </dl>
          <AnswersTable data={d.data} />
          <PhotoViewer photos={d.files.filter((f) => f.kind === 'photo')} />
          <DocumentsList documents={d.files.filter((f) => f.kind === 'document')} />
          <StatusForm key={d.status} id={id} next={d.next_statuses} onChanged={() => void router.invalidate()} />
          <StatusHistory history={d.history} />
          <CommentsPanel id={id} />
        </>
      )}
    </section>
  );
}
