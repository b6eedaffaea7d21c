import { createFileRoute } from '@tanstack/react-router';
import { PROJECT_STATES } from '../../../../contract/property-values.ts';
import { ProjectsPage } from '../../../features/property/projects-page.tsx';
import { optionalEnum, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/projects/')({
  validateSearch: searchOf({ state: optionalEnum(PROJECT_STATES) }),
  staticData: { title: 'property.meta.projects.title', description: 'property.meta.projects.description' },
  component: function Projects() {
    return <ProjectsPage state={Route.useSearch().state} />;
  },
});
