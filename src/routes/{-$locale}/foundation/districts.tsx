import { createFileRoute } from '@tanstack/react-router';
import { searchOf, optionalInt } from '../../../lib/route-search.ts';
import { DistrictsPage } from '../../../features/foundation/districts-page.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/districts')({
  validateSearch: searchOf({ region: optionalInt(1) }),
  staticData: { title: 'meta.foundationDistricts.title', description: 'meta.foundationDistricts.description' },
  component: function Districts() {
    const { region } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DistrictsPage region={region} onRegion={(id) => void navigate({ search: { region: id } })} />;
  },
});
