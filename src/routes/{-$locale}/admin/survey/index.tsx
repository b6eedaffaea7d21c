import { createFileRoute } from '@tanstack/react-router';
import { loadSurveys } from '../../../../features/admin-survey/load-survey.ts';
import { SurveyListPage } from '../../../../features/admin-survey/survey-list-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/survey/')({
  loader: loadSurveys,
  staticData: { title: 'meta.admin.survey.title' },
  component: SurveyListPage,
});
