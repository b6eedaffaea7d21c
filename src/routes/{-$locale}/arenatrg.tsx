import { createFileRoute } from '@tanstack/react-router';
import { ArenaPage } from '../../features/property/arena-page.tsx';
import { SocialPixel } from '../../features/property/social-pixel.tsx';

// The seed's "first project": the first published commercial (arena) project, titled by its name once shown.
export const Route = createFileRoute('/{-$locale}/arenatrg')({
  staticData: { title: 'property.meta.arena.title', description: 'property.meta.arena.description' },
  component: function Arena() {
    return (
      <>
        <ArenaPage />
        <SocialPixel />
      </>
    );
  },
});
