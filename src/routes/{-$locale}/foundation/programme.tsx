import { createFileRoute } from '@tanstack/react-router';
import { ProgrammePage } from '../../../features/foundation/programme-page.tsx';

export const Route = createFileRoute('/{-$locale}/foundation/programme')({
  staticData: { title: 'meta.foundationProgramme.title', description: 'meta.foundationProgramme.description' },
  component: ProgrammePage,
});
