/** /admin/courses/{id}: the course's fields and materials, publishing, its lessons, the final test and the learners. */
import { getRouteApi, Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client, read } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { AttemptReview } from './attempt-review.tsx';
import { CourseForm } from './course-form.tsx';
import { CourseReport } from './course-report.tsx';
import { CourseVideo } from './course-video.tsx';
import { EnrolForm } from './enrol-form.tsx';
import { EDITORS, type AdminCourse } from './load-courses.ts';
import { localText } from './local-text.ts';
import { PublishToggle } from './publish-toggle.tsx';
import { StudentsList } from './students-list.tsx';
import { TestEditor } from './test-editor.tsx';

const route = getRouteApi('/{-$locale}/admin/courses/$id');

export const CoursePage = () => (
  <RolesOnly roles={EDITORS}>
    <Course />
  </RolesOnly>
);

function Course() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const loaded = route.useLoaderData();
  const { region } = route.useSearch();
  const navigate = route.useNavigate();
  const [course, setCourse] = useState<AdminCourse | null>(loaded?.course ?? null);
  if (!course || !loaded) return null;
  const param = { id: String(course.id) };
  const final = course.tests.find((t) => t.lesson_id === null);
  const isAdmin = getSession()?.user.role_id === ROLES.admin;
  return (
    <section className="page" data-testid="admin-course">
      <p>
        <Link to="/{-$locale}/admin/courses" params={{ locale }}>
          <FormattedMessage id="learn.admin.title" />
        </Link>
      </p>
      <h1>{localText(course.title, intl.locale)}</h1>
      <p>
        <Link
          className="btn btn-secondary"
          to="/{-$locale}/admin/courses/$course_id/preview"
          params={{ locale, course_id: course.id }}
          data-testid="course-preview-link"
        >
          <FormattedMessage id="learn.preview.open" />
        </Link>
      </p>
      <p>
        <FormattedMessage id={course.published ? 'learn.admin.published' : 'learn.admin.draft'} />{' '}
        <PublishToggle
          published={course.published}
          onChange={async (published) =>
            setCourse(
              (await read(client.api.courses[':id{[0-9]+}'].publish.$post({ param, json: { published } }))).data,
            )
          }
        />
      </p>
      <CourseForm
        key={course.updated_at ?? 'new'}
        course={course}
        onSave={async (json) => setCourse((await read(client.api.courses[':id{[0-9]+}'].$put({ param, json }))).data)}
      />
      <CourseVideo course={course} onSaved={setCourse} />
      <h2>
        <FormattedMessage id="learn.lessons" />
      </h2>
      <ol data-testid="admin-lessons">
        {course.lessons.map((l) => (
          <li key={l.id}>
            <Link
              to="/{-$locale}/admin/courses/$course_id/lesson/$id"
              params={{ locale, course_id: course.id, id: l.id }}
            >
              {localText(l.title, intl.locale)}
            </Link>{' '}
            <FormattedMessage id={l.published ? 'learn.admin.published' : 'learn.admin.draft'} />
          </li>
        ))}
      </ol>
      <p>
        <Link
          className="btn"
          to="/{-$locale}/admin/courses/$course_id/lesson"
          params={{ locale, course_id: course.id }}
        >
          <FormattedMessage id="learn.admin.add_lesson" />
        </Link>
      </p>
      <TestEditor key={final?.id ?? 'final'} courseId={course.id} lessonId={null} test={final} />
      <StudentsList
        courseId={course.id}
        students={course.students}
        canWithdraw={isAdmin}
        onChange={(students) => setCourse({ ...course, students })}
      />
      <AttemptReview rows={loaded.review} />
      <CourseReport
        courseId={course.id}
        report={loaded.report}
        learners={loaded.learners}
        regionId={region}
        onRegion={(r) => void navigate({ search: (s) => ({ ...s, region: r }), replace: true })}
      />
      {isAdmin && <EnrolForm courseId={course.id} onDone={(students) => setCourse({ ...course, students })} />}
    </section>
  );
}
