import { createFileRoute } from '@tanstack/react-router';
import { loadSurvey } from '../../../../features/admin-survey/load-survey.ts';
import { SurveyEditPage } from '../../../../features/admin-survey/survey-edit-page.tsx';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/survey/$id')({
  params: numericId,
  loader: ({ params }) => loadSurvey(params.id),
  staticData: { title: 'meta.admin.survey.edit' },
  component: SurveyEditPage,
});
