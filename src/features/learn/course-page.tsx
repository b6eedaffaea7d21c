/**
 * One course: its materials (each marked when opened, ADR 125), its lessons (each marked done, viewed and "available offline" from the
 * server and from this device) and their tests, the final test, the certificate.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentHtml } from './content-html.tsx';
import { CourseFacts } from './course-facts.tsx';
import type { LearnCourse } from './learn-data.ts';
import { courseMaterialsOpened, mergedProgress, reportCourseOpened, useDeviceProgress } from './lesson-progress.ts';
import { useDoneLessons } from './local-progress.ts';
import { CertificateBox } from './certificate-box.tsx';
import { LessonVideo } from './lesson-video.tsx';
import { MaterialList } from './material-list.tsx';
import { useOfflineState } from './offline-state.ts';
import { SaveOffline } from './save-offline.tsx';

export function CoursePage({ course }: { course: LearnCourse }) {
  const { locale } = useParams({ strict: false });
  const intl = useIntl();
  const local = useDoneLessons();
  const done = new Set([...course.progress.filter((p) => p.done).map((p) => p.lesson_id), ...(local ?? [])]);
  const device = useDeviceProgress();
  const { viewed } = mergedProgress(course.progress, device);
  // A copy kept before course progress existed has no such field.
  const opened = courseMaterialsOpened(course.id, course.course_materials_opened, device);
  const final = course.tests.find((t) => t.lesson_id === null);
  const lessonTests = new Map(course.tests.flatMap((t) => (t.lesson_id === null ? [] : [[t.lesson_id, t.id]])));
  const offline = useOfflineState(course);
  const materials = course.materials ?? [];
  return (
    <section className="page" data-testid="learn-course-page">
      <h1>{course.title}</h1>
      {course.image && <img src={course.image} alt="" className="learn-cover" />}
      <p>{course.description}</p>
      <CourseFacts course={course} />
      {course.video && (
        <LessonVideo
          video={course.video}
          courseId={course.id}
          label={intl.formatMessage({ id: 'learn.video.course_title' })}
        />
      )}
      <ContentHtml html={course.content} />
      {materials.length > 0 && (
        <section data-testid="learn-course-materials">
          <h2>
            <FormattedMessage id="learn.course_materials" />
          </h2>
          <MaterialList
            materials={materials}
            opened={opened}
            onOpen={(id) => {
              if (!opened.has(id)) void reportCourseOpened(course.id, id);
            }}
          />
        </section>
      )}
      <SaveOffline course={course} offline={offline} />
      <h2>
        <FormattedMessage id="learn.lessons" />
      </h2>
      <ol>
        {course.lessons.map((l) => (
          <li key={l.id} data-testid="learn-outline-lesson">
            <Link
              to="/{-$locale}/learn/$courseId/lesson/$lessonId"
              params={{ locale, courseId: course.id, lessonId: l.id }}
            >
              {l.title}
            </Link>
            {offline.lessonsReady.has(l.id) && (
              <>
                {' · '}
                <span data-testid="learn-lesson-offline">
                  <FormattedMessage id="learn.offline.lesson" />
                </span>
              </>
            )}
            {done.has(l.id) ? (
              <>
                {' · '}
                <FormattedMessage id="learn.lesson.done_mark" />
              </>
            ) : (
              viewed.has(l.id) && (
                <>
                  {' · '}
                  <span data-testid="learn-lesson-viewed">
                    <FormattedMessage id="learn.lesson.viewed" />
                  </span>
                </>
              )
            )}
            {lessonTests.get(l.id) && (
              <>
                {' · '}
                <Link
                  to="/{-$locale}/learn/$courseId/test/$testId"
                  params={{ locale, courseId: course.id, testId: lessonTests.get(l.id)! }}
                >
                  <FormattedMessage id="learn.lesson_test" />
                </Link>
              </>
            )}
          </li>
        ))}
      </ol>
      {final && (
        <p>
          <Link
            className="btn"
            to="/{-$locale}/learn/$courseId/test/$testId"
            params={{ locale, courseId: course.id, testId: final.id }}
          >
            <FormattedMessage id="learn.final_test" />
          </Link>
        </p>
      )}
      {course.certificate && <CertificateBox certificate={course.certificate} />}
    </section>
  );
}
