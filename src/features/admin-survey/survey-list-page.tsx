/** Admin: the surveys, their type, the version people answer now and how many answered; a link to build a new one. */
import { getRouteApi, Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { labelIn } from '../../../contract/survey.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import './admin-survey.css';

const route = getRouteApi('/{-$locale}/admin/survey/');

export const SurveyListPage = () => (
  <RolesOnly roles={[ROLES.admin]}>
    <SurveyList />
  </RolesOnly>
);

function SurveyList() {
  const intl = useIntl();
  const rows = route.useLoaderData() ?? [];
  const { locale } = route.useParams();
  return (
    <section className="page" data-testid="survey-list-page">
      <h1>
        <FormattedMessage id="survey.admin.title" />
      </h1>
      <p>
        <Link to="/{-$locale}/admin/survey_create" params={{ locale }} className="btn" data-testid="survey-create">
          <FormattedMessage id="survey.admin.create" />
        </Link>
      </p>
      <CardTable
        rows={rows}
        emptyId="survey.admin.empty"
        head={columnHeads('survey.admin.col.', ['title', 'type', 'version', 'responses', 'actions'])}
        row={(s) => (
          <tr key={s.id} data-testid="survey-row">
            <th scope="row">
              <Link to="/{-$locale}/admin/survey/$id" params={{ locale, id: s.id }}>
                {labelIn(s.title, intl.locale)}
              </Link>
            </th>
            <td>{intl.formatMessage({ id: `survey.type.${s.type}` })}</td>
            <td>{s.current_version ?? '—'}</td>
            <td>{intl.formatNumber(s.responses)}</td>
            <td>
              <Link to="/{-$locale}/admin/survey/show/$id/$type" params={{ locale, id: s.id, type: s.type }}>
                <FormattedMessage id="survey.admin.statistics" />
              </Link>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
