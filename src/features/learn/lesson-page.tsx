/**
 * A lesson: cover, video, text, materials (each marked when opened), previous/next, and "lesson done".
 * Viewing it, opening a material and "lesson done" are queued through the outbox, offline too.
 */
import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentHtml } from './content-html.tsx';
import type { LearnCourse } from './learn-data.ts';
import { mergedProgress, reportOpened, reportViewed, useDeviceProgress } from './lesson-progress.ts';
import { LessonVideo } from './lesson-video.tsx';
import { markDone, useDoneLessons } from './local-progress.ts';
import { MaterialList } from './material-list.tsx';

export function LessonPage({ course, lessonId }: { course: LearnCourse; lessonId: number }) {
  const { locale } = useParams({ strict: false });
  const intl = useIntl();
  const local = useDoneLessons();
  const at = course.lessons.findIndex((l) => l.id === lessonId);
  const lesson = course.lessons[at];
  const device = useDeviceProgress();
  const { viewed, opened } = mergedProgress(course.progress, device);
  const seen = viewed.has(lessonId);
  // Once per device and lesson (and not when the server already knows): the draft id names the lesson.
  useEffect(() => {
    if (lesson && device && !seen) void reportViewed(lessonId);
  }, [lesson, device, seen, lessonId]);
  if (!lesson)
    return (
      <section className="page">
        <p className="empty">
          <FormattedMessage id="learn.not_available" />
        </p>
      </section>
    );
  const prev = course.lessons[at - 1];
  const next = course.lessons[at + 1];
  const done = local?.has(lesson.id) || course.progress.some((p) => p.lesson_id === lesson.id && p.done);
  // A lesson with a test is done by passing it (ADR 114): its test stands where "lesson done" would.
  const test = course.tests.find((t) => t.lesson_id === lesson.id);
  return (
    <article className="page" data-testid="learn-lesson">
      <p>
        <Link to="/{-$locale}/learn/$courseId" params={{ locale, courseId: course.id }}>
          {course.title}
        </Link>
      </p>
      <h1>{lesson.title}</h1>
      {lesson.cover && <img src={lesson.cover} alt="" className="learn-cover" data-testid="learn-lesson-cover" />}
      <p>{lesson.description}</p>
      {lesson.video && (
        <LessonVideo
          key={lesson.id}
          video={lesson.video}
          courseId={course.id}
          lessonId={lesson.id}
          label={intl.formatMessage({ id: 'learn.video.title' })}
        />
      )}
      <ContentHtml html={lesson.content} />
      {lesson.materials.length > 0 && (
        <>
          <h2>
            <FormattedMessage id="learn.materials" />
          </h2>
          <MaterialList
            materials={lesson.materials}
            opened={opened.get(lesson.id)}
            onOpen={(id) => {
              if (!opened.get(lesson.id)?.has(id)) void reportOpened(lesson.id, id);
            }}
          />
        </>
      )}
      <p>
        {done ? (
          <strong data-testid="learn-lesson-done">
            <FormattedMessage id="learn.lesson.done_mark" />
          </strong>
        ) : test ? (
          <Link
            className="btn"
            to="/{-$locale}/learn/$courseId/test/$testId"
            params={{ locale, courseId: course.id, testId: test.id }}
          >
            <FormattedMessage id="learn.lesson_test" />
          </Link>
        ) : (
          <button type="button" className="btn" onClick={() => void markDone(lesson.id)}>
            <FormattedMessage id="learn.lesson.done" />
          </button>
        )}
      </p>
      <nav className="learn-pager">
        {prev && (
          <Link
            to="/{-$locale}/learn/$courseId/lesson/$lessonId"
            params={{ locale, courseId: course.id, lessonId: prev.id }}
          >
            <FormattedMessage id="learn.lesson.previous" />
          </Link>
        )}{' '}
        {next && (
          <Link
            to="/{-$locale}/learn/$courseId/lesson/$lessonId"
            params={{ locale, courseId: course.id, lessonId: next.id }}
          >
            <FormattedMessage id="learn.lesson.next" />
          </Link>
        )}
      </nav>
    </article>
  );
}
