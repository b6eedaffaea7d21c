/**
 * /admin/courses/{course_id}/lesson (a new lesson) and /admin/courses/{course_id}/lesson/{id}: the lesson,
 * publishing it (admins), and its own test.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client, read } from '../../lib/api-client.ts';
import { EDITORS, type AdminLesson } from './load-courses.ts';
import { LessonForm } from './lesson-form.tsx';
import { PublishToggle } from './publish-toggle.tsx';
import { TestEditor } from './test-editor.tsx';

const lessons = client.api.courses[':course_id{[0-9]+}'].lesson;

export function LessonPage({ courseId, lesson: loaded }: { courseId: number; lesson: AdminLesson | null }) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [lesson, setLesson] = useState(loaded);
  const course_id = String(courseId);
  return (
    <RolesOnly roles={EDITORS}>
      <section className="page" data-testid="admin-lesson">
        <p>
          <Link to="/{-$locale}/admin/courses/$id" params={{ locale, id: courseId }}>
            <FormattedMessage id="learn.admin.back_to_course" />
          </Link>
        </p>
        <h1>
          <FormattedMessage id={lesson ? 'learn.admin.lesson' : 'learn.admin.add_lesson'} />
        </h1>
        {lesson && (
          <p>
            <FormattedMessage id={lesson.published ? 'learn.admin.published' : 'learn.admin.draft'} />{' '}
            <PublishToggle
              published={lesson.published}
              onChange={async (published) => {
                const param = { course_id, id: String(lesson.id) };
                const { data } = await read(lessons[':id{[0-9]+}'].publish.$post({ param, json: { published } }));
                setLesson({ ...lesson, ...data });
              }}
            />
          </p>
        )}
        <LessonForm
          key={lesson?.id ?? 'new'}
          {...(lesson ? { lesson } : {})}
          onSave={async (json) => {
            if (!lesson) {
              const { data } = await read(lessons.$post({ param: { course_id }, json }));
              await navigate({
                to: '/{-$locale}/admin/courses/$course_id/lesson/$id',
                params: { locale, course_id: courseId, id: data.id },
              });
              return;
            }
            const { data } = await read(
              lessons[':id{[0-9]+}'].$put({ param: { course_id, id: String(lesson.id) }, json }),
            );
            setLesson({ ...lesson, ...data });
          }}
        />
        {lesson && (
          <TestEditor courseId={courseId} lessonId={lesson.id} {...(lesson.test ? { test: lesson.test } : {})} />
        )}
      </section>
    </RolesOnly>
  );
}
