import { createFileRoute } from '@tanstack/react-router';
import { LessonPage } from '../../../../../../features/admin-courses/lesson-page.tsx';
import { positiveIntParam } from '../../../../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/admin/courses/$course_id/lesson/')({
  params: positiveIntParam('course_id'),
  staticData: { title: 'meta.admin.courses.lesson' },
  component: function NewLesson() {
    return <LessonPage courseId={Route.useParams().course_id} lesson={null} />;
  },
});
