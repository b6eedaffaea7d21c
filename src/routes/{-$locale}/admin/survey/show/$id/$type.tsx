import { createFileRoute, notFound } from '@tanstack/react-router';
import { SURVEY_TYPES, type SurveyType } from '../../../../../../../contract/survey-values.ts';
import { loadSurveyStats } from '../../../../../../features/admin-survey/load-survey.ts';
import { SurveyStatsPage } from '../../../../../../features/admin-survey/stats-page.tsx';
import { optionalDate, optionalInt, searchOf } from '../../../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/survey/show/$id/$type')({
  params: {
    parse: ({ id, type }: { id: string; type: string }) => {
      const n = optionalInt(1)(id);
      if (n === undefined || !SURVEY_TYPES.includes(type as SurveyType)) throw notFound();
      return { id: n, type: type as SurveyType };
    },
  },
  validateSearch: searchOf({
    date_from: optionalDate,
    date_to: optionalDate,
    region_id: optionalInt(1),
    district_id: optionalInt(1),
    flow_id: optionalInt(1),
    version: optionalInt(1),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadSurveyStats(params.id, deps),
  staticData: { title: 'meta.admin.survey.stats' },
  component: SurveyStatsPage,
});
