import { createFileRoute } from '@tanstack/react-router';
import { AgroApplyPage } from '../../../features/agro/apply-page.tsx';
import { optionalUuid, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/agro/apply')({
  validateSearch: searchOf({ draft: optionalUuid }),
  staticData: { title: 'meta.agroApply.title', description: 'meta.agroApply.description' },
  component: function AgroApply() {
    const { draft } = Route.useSearch();
    return <AgroApplyPage draftId={draft} office={false} />;
  },
});
