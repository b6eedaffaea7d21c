import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DistrictsPage } from '../../../features/foundation/districts-page.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/districts')({
  validateSearch: z.object({ region: z.coerce.number().int().positive().optional().catch(undefined) }),
  staticData: { title: 'meta.foundationDistricts.title', description: 'meta.foundationDistricts.description' },
  component: function Districts() {
    const { region } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DistrictsPage region={region} onRegion={(id) => void navigate({ search: { region: id } })} />;
  },
});
