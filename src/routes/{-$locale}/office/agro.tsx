import { createFileRoute } from '@tanstack/react-router';
import { AgroApplyPage } from '../../../features/agro/apply-page.tsx';
import { optionalUuid, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/office/agro')({
  validateSearch: searchOf({ draft: optionalUuid }),
  staticData: { title: 'meta.officeAgro.title', description: 'meta.officeAgro.description' },
  component: function OfficeAgro() {
    const { draft } = Route.useSearch();
    return <AgroApplyPage draftId={draft} office />;
  },
});
