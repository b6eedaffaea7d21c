/**
 * /learn: my courses, progress per course, continue where I stopped, a saved-course download left halfway
 * continuing or waiting (ADR 125), my certificates, and a note for each course taken off this phone
 * because it is no longer mine (ADR 116).
 */
import { Link, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage } from 'react-intl';
import { db } from '../../sync/db.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { REMOVED_KEY, type RemovedNote } from './course-removal.ts';
import type { MyCourse } from './learn-data.ts';
import { ResumeNote } from './resume-note.tsx';
import './learn.css';

function RemovedNotes() {
  const notes = useLiveQuery(async () => (await getMeta<RemovedNote[]>(db, REMOVED_KEY)) ?? []);
  const dismiss = async (id: number) =>
    setMeta(
      db,
      REMOVED_KEY,
      ((await getMeta<RemovedNote[]>(db, REMOVED_KEY)) ?? []).filter((n) => n.id !== id),
    );
  return notes?.map((n) => (
    <p key={n.id} className="notice notice-warn" role="status" data-testid="learn-removed-note">
      <FormattedMessage id="learn.offline.removed_note" values={{ title: n.title }} />{' '}
      <button type="button" className="btn btn-secondary" onClick={() => void dismiss(n.id)}>
        <FormattedMessage id="learn.offline.dismiss" />
      </button>
    </p>
  ));
}

export function LearnPage({ courses }: { courses: MyCourse[] }) {
  const { locale } = useParams({ strict: false });
  const certs = courses.flatMap((c) => (c.certificate ? [c.certificate] : []));
  return (
    <section className="page" data-testid="learn-page">
      <h1>
        <FormattedMessage id="learn.my_courses" />
      </h1>
      <RemovedNotes />
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
            <ResumeNote courseId={c.id} />
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
