import { createFileRoute } from '@tanstack/react-router';
import { BuildListPage } from '../../../../features/admin-property/build-list-page.tsx';
import { optionalInt, searchOf } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/build/')({
  validateSearch: searchOf({ project: optionalInt(1) }),
  staticData: { title: 'property.meta.admin.build', description: 'property.meta.admin.description' },
  component: function Build() {
    return <BuildListPage project={Route.useSearch().project} />;
  },
});
