/**
 * Admin: `survey/show/{id}/{type}` (the seed's path; `{type}` is the survey's type, ADR 079) — per
 * question counts, shares and charts, numeric summaries, text answers, "no answer" apart, filters,
 * a cross-tab, CSV/XLSX, and for entry and exit surveys the programme's outcome indicators.
 */
import { getRouteApi, Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { labelIn, type SurveyFilters } from '../../../contract/survey.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { useDownload } from '../../lib/authorised-file.ts';
import { routeUrl } from '../../lib/api.ts';
import { toQuery } from '../../lib/api-client.ts';
import { CrosstabPanel } from './crosstab-panel.tsx';
import { OutcomesPanel } from './outcomes-panel.tsx';
import { QuestionStats } from './question-stats.tsx';
import { StatsFilters } from './stats-filters.tsx';
import './admin-survey.css';

const route = getRouteApi('/{-$locale}/admin/survey/show/$id/$type');

export const SurveyStatsPage = () => (
  <RolesOnly roles={[ROLES.admin]}>
    <SurveyStats />
  </RolesOnly>
);

function SurveyStats() {
  const intl = useIntl();
  const data = route.useLoaderData();
  const filters = route.useSearch() as SurveyFilters;
  const navigate = route.useNavigate();
  const { locale, type } = route.useParams();
  const download = useDownload();
  if (!data) return null;
  const { survey, stats, outcomes } = data;
  if (survey.type !== type)
    return (
      <section className="page">
        <p role="alert">
          <FormattedMessage id="survey.stats.other_type" />{' '}
          <Link to="/{-$locale}/admin/survey/show/$id/$type" params={{ locale, id: survey.id, type: survey.type }}>
            {intl.formatMessage({ id: `survey.type.${survey.type}` })}
          </Link>
        </p>
      </section>
    );
  const exportAs = (format: 'csv' | 'xlsx') =>
    void download(
      routeUrl('/surveys/:id/export', { param: { id: survey.id }, query: toQuery({ ...filters, format }) }),
      `survey-${survey.id}.${format}`,
    );
  return (
    <section className="page" data-testid="survey-stats-page">
      <h1>
        {labelIn(survey.title, intl.locale)} — <FormattedMessage id={`survey.type.${survey.type}`} />
      </h1>
      <p>
        <Link to="/{-$locale}/admin/survey/$id" params={{ locale, id: survey.id }}>
          <FormattedMessage id="survey.stats.edit" />
        </Link>
      </p>
      <StatsFilters
        value={filters}
        versions={survey.versions.map((v) => v.version)}
        onChange={(f) => void navigate({ search: toQuery(f) as never })}
      />
      <p data-testid="stats-respondents">
        <FormattedMessage id="survey.stats.total" values={{ count: stats.respondents }} />{' '}
        <span className="field-hint" data-testid="stats-people">
          <FormattedMessage
            id="survey.stats.people"
            values={{ people: stats.people, sets: stats.answer_sets, rule: survey.per_person }}
          />
        </span>{' '}
        {stats.versions.map((v) => (
          <span key={v.version} className="field-hint">
            <FormattedMessage id="survey.stats.per_version" values={{ version: v.version, count: v.count }} />{' '}
          </span>
        ))}
      </p>
      <p>
        <button type="button" className="btn btn-secondary" onClick={() => exportAs('csv')}>
          CSV
        </button>{' '}
        <button type="button" className="btn btn-secondary" onClick={() => exportAs('xlsx')}>
          XLSX
        </button>
      </p>
      {(survey.type === 'entry' || survey.type === 'exit') && <OutcomesPanel initial={outcomes} />}
      {stats.questions.map((q) => (
        <QuestionStats key={q.code} q={q} />
      ))}
      <CrosstabPanel surveyId={survey.id} filters={filters} questions={stats.questions} />
    </section>
  );
}
