/**
 * /admin/courses/{id}/preview: the course as an enrolled learner reads it — lessons, materials and
 * tests (from the server's learner view, so without right answers) — on one page. Nothing here marks
 * a lesson done or starts an attempt: the choices are shown, not answerable.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { ContentHtml } from './content-html.tsx';
import { CourseFacts } from './course-facts.tsx';
import { MaterialList } from './material-list.tsx';
import { PREVIEWERS, type PreviewCourse } from './preview-data.ts';
import './learn.css';

type Test = PreviewCourse['tests'][number];

function TestPreview({ test }: { test: Test }) {
  const total = test.pool_size ?? test.questions.length;
  return (
    <section className="admin-panel" data-testid="preview-test">
      <p>
        <FormattedMessage id="learn.preview.rule" values={{ total, pass: test.pass_count }} />
      </p>
      {test.questions.map((q) => (
        <fieldset key={q.id} className="learn-question" disabled>
          <legend>{q.text}</legend>
          {q.answers.map((a) => (
            <label key={a.id} className="check">
              <input type={q.multiple ? 'checkbox' : 'radio'} name={`${test.id}-${q.id}`} /> {a.text}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}

export function PreviewPage({ course }: { course: PreviewCourse | null }) {
  const { locale } = useParams({ strict: false });
  return (
    <RolesOnly roles={PREVIEWERS}>
      {course && (
        <section className="page" data-testid="course-preview">
          <p className="notice" role="status">
            <FormattedMessage id="learn.preview.notice" />{' '}
            {!course.preview.published && <FormattedMessage id="learn.preview.unpublished" />}{' '}
            {course.preview.draft_lessons > 0 && (
              <FormattedMessage id="learn.preview.drafts" values={{ n: course.preview.draft_lessons }} />
            )}{' '}
            <Link to="/{-$locale}/admin/courses/$id" params={{ locale, id: course.id }}>
              <FormattedMessage id="learn.preview.back" />
            </Link>
          </p>
          <h1>{course.title}</h1>
          {course.image && <img src={course.image} alt="" className="learn-cover" />}
          <p>{course.description}</p>
          <CourseFacts course={course} />
          <ContentHtml html={course.content} />
          {course.materials.length > 0 && (
            <>
              <h2>
                <FormattedMessage id="learn.course_materials" />
              </h2>
              <MaterialList materials={course.materials} />
            </>
          )}
          <h2>
            <FormattedMessage id="learn.lessons" />
          </h2>
          {course.lessons.map((l) => {
            const test = course.tests.find((x) => x.lesson_id === l.id);
            return (
              <article key={l.id} className="admin-panel" data-testid="preview-lesson">
                <h3>{l.title}</h3>
                <p>{l.description}</p>
                <ContentHtml html={l.content} />
                {l.materials.length > 0 && <MaterialList materials={l.materials} />}
                {test && <TestPreview test={test} />}
              </article>
            );
          })}
          {course.tests
            .filter((x) => x.lesson_id === null)
            .map((x) => (
              <div key={x.id}>
                <h2>
                  <FormattedMessage id="learn.final_test" />
                </h2>
                <TestPreview test={x} />
              </div>
            ))}
        </section>
      )}
    </RolesOnly>
  );
}
