import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../../../../features/admin-courses/courses-page.tsx';
import { loadCourses } from '../../../../features/admin-courses/load-courses.ts';

export const Route = createFileRoute('/{-$locale}/admin/courses/')({
  loader: loadCourses,
  staticData: { title: 'meta.admin.courses.title' },
  component: CoursesPage,
});
