import { createFileRoute, notFound } from '@tanstack/react-router';
import { optionalInt, optionalUuid, searchOf } from '../../../../lib/route-search.ts';
import { ContestFormPage } from '../../../../features/contest/form-page.tsx';

export const Route = createFileRoute('/{-$locale}/contest/form/$draftId')({
  params: {
    parse: (p) => {
      const draftId = optionalUuid(p.draftId);
      if (!draftId) throw notFound();
      return { draftId };
    },
  },
  validateSearch: searchOf({ nomination: optionalInt(1) }),
  staticData: { title: 'meta.contest.form.title', description: 'meta.contest.description' },
  component: FormRoute,
});

function FormRoute() {
  const { draftId } = Route.useParams();
  const { nomination } = Route.useSearch();
  return <ContestFormPage draftId={draftId} nominationId={nomination} />;
}
