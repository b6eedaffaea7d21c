import { createFileRoute } from '@tanstack/react-router';
import { SurveyCreatePage } from '../../../features/admin-survey/survey-create-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/survey_create')({
  staticData: { title: 'meta.admin.survey.create' },
  component: SurveyCreatePage,
});
