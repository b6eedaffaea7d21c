import { createFileRoute } from '@tanstack/react-router';
import { BuildCreatePage } from '../../../features/admin-property/build-create-page.tsx';
import { optionalInt, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/build_create')({
  validateSearch: searchOf({ project: optionalInt(1) }),
  staticData: { title: 'property.meta.admin.build', description: 'property.meta.admin.description' },
  component: function BuildCreate() {
    return <BuildCreatePage project={Route.useSearch().project} />;
  },
});
