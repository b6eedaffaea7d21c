import { createFileRoute } from '@tanstack/react-router';
import { AkimsSchoolPage } from '../../features/akims-school/akims-school-page.tsx';

export const Route = createFileRoute('/{-$locale}/school')({
  staticData: { title: 'meta.akims.title', description: 'meta.akims.description' },
  component: AkimsSchoolPage,
});
