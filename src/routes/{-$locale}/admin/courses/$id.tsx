import { createFileRoute } from '@tanstack/react-router';
import { CoursePage } from '../../../../features/admin-courses/course-page.tsx';
import { loadCourse } from '../../../../features/admin-courses/load-courses.ts';
import { numericId } from '../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/courses/$id')({
  params: numericId,
  loader: ({ params }) => loadCourse(params.id),
  staticData: { title: 'meta.admin.courses.edit' },
  component: CoursePage,
});
