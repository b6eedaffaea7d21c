import { createFileRoute } from '@tanstack/react-router';
import { SurveyPage } from '../../../features/survey/survey-page.tsx';
import { numericId, optionalInt, optionalUuid, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/survey/$id')({
  params: numericId,
  validateSearch: searchOf({ draft: optionalUuid, flow: optionalInt(1) }),
  staticData: { title: 'meta.survey.title', description: 'meta.survey.description' },
  component: function Survey() {
    const { id } = Route.useParams();
    const { draft, flow } = Route.useSearch();
    return <SurveyPage key={id} id={id} draftId={draft} flowId={flow} />;
  },
});
