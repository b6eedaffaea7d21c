import { createFileRoute } from '@tanstack/react-router';
import { BuildPage } from '../../../../features/admin-property/build-page.tsx';
import { optionalInt, searchOf } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/build/')({
  validateSearch: searchOf({ project: optionalInt(1) }),
  staticData: { title: 'property.meta.admin.build', description: 'property.meta.admin.description' },
  component: function Build() {
    return <BuildPage project={Route.useSearch().project} />;
  },
});
