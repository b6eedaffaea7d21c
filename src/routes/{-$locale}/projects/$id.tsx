import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage } from '../../../features/property/project-page.tsx';
import { SocialPixel } from '../../../features/property/social-pixel.tsx';
import { numericId } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/projects/$id')({
  params: numericId,
  // Shown while the project loads; then the page is titled by the project's name and description.
  staticData: { title: 'property.meta.project.title', description: 'property.meta.project.description' },
  component: function Project() {
    const { id } = Route.useParams();
    return (
      <>
        <ProjectPage key={id} id={id} />
        <SocialPixel />
      </>
    );
  },
});
