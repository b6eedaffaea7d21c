import { createFileRoute } from '@tanstack/react-router';
import { CourseCreatePage } from '../../../features/admin-courses/course-create-page.tsx';

export const Route = createFileRoute('/{-$locale}/admin/courses_create')({
  staticData: { title: 'meta.admin.courses.create' },
  component: CourseCreatePage,
});
