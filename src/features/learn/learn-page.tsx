/** /learn: my courses, progress per course, continue where I stopped, and my certificates. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { MyCourse } from './learn-data.ts';
import './learn.css';

export function LearnPage({ courses }: { courses: MyCourse[] }) {
  const { locale } = useParams({ strict: false });
  const certs = courses.flatMap((c) => (c.certificate ? [c.certificate] : []));
  return (
    <section className="page" data-testid="learn-page">
      <h1>
        <FormattedMessage id="learn.my_courses" />
      </h1>
      {courses.length === 0 && (
        <p className="empty">
          <FormattedMessage id="learn.no_courses" />
        </p>
      )}
      <ul className="today-list">
        {courses.map((c) => (
          <li key={c.id} data-testid="learn-course">
            {c.image && <img src={c.image} alt="" width="96" height="60" className="learn-card-image" />}
            <Link to="/{-$locale}/learn/$courseId" params={{ locale, courseId: c.id }}>
              {c.title}
            </Link>{' '}
            <FormattedMessage id="learn.progress" values={{ done: c.lessons_done, total: c.lessons_total }} />
            {c.continue_lesson_id !== null && (
              <>
                {' · '}
                <Link
                  to="/{-$locale}/learn/$courseId/lesson/$lessonId"
                  params={{ locale, courseId: c.id, lessonId: c.continue_lesson_id }}
                >
                  <FormattedMessage id="learn.continue" />
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
      {certs.length > 0 && (
        <>
          <h2>
            <FormattedMessage id="learn.certificates" />
          </h2>
          <ul className="today-list">
            {certs.map((c) => (
              <li key={c.id}>
                {c.course} · {c.number} · <a href={c.verify_url}>{c.verify_url}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
