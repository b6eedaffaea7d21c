import { createFileRoute } from '@tanstack/react-router';
import { CoursePage } from '../../../../features/admin-courses/course-page.tsx';
import { loadCoursePage } from '../../../../features/admin-courses/load-courses.ts';
import { numericId, optionalInt, searchOf } from '../../../../lib/route-search.ts';

/** `?region=`: the course report narrowed to one region (its districts then). */
const validateSearch = searchOf({ region: optionalInt(1) });

export const Route = createFileRoute('/{-$locale}/admin/courses/$id')({
  params: numericId,
  validateSearch,
  loaderDeps: ({ search }) => ({ region: search.region }),
  loader: ({ params, deps }) => loadCoursePage(params.id, deps.region),
  staticData: { title: 'meta.admin.courses.edit' },
  component: CoursePage,
});
