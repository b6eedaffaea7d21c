import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContestFormPage } from '../../../../features/contest/form-page.tsx';

const search = z.object({ nomination: z.coerce.number().int().positive().optional() });

export const Route = createFileRoute('/{-$locale}/contest/form/$draftId')({
  params: { parse: (p) => ({ draftId: z.uuid().parse(p.draftId) }) },
  validateSearch: search,
  staticData: { title: 'meta.contest.form.title', description: 'meta.contest.description' },
  component: FormRoute,
});

function FormRoute() {
  const { draftId } = Route.useParams();
  const { nomination } = Route.useSearch();
  return <ContestFormPage draftId={draftId} nominationId={nomination} />;
}
