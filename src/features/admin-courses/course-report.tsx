/** The course's report on its admin page: who enrolled, started and finished, the pass rate, the hardest questions. */
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useApiGet } from '../../lib/use-api-get.ts';

interface Report {
  enrolled: number;
  started: number;
  finished: number;
  attempts: number;
  pass_rate: number | null;
  questions: { id: string; text: string; asked: number; share_right: number | null }[];
}

const share = (v: number | null) => (v === null ? '—' : <FormattedNumber value={v} style="percent" />);

export function CourseReport({ courseId }: { courseId: number }) {
  const { data } = useApiGet<{ data: Report }>(`/courses/${courseId}/report`);
  if (!data) return null;
  const r = data.data;
  return (
    <div className="admin-panel" data-testid="course-report">
      <h2>
        <FormattedMessage id="learn.report.title" />
      </h2>
      <p>
        <FormattedMessage
          id="learn.report.summary"
          values={{ enrolled: r.enrolled, started: r.started, finished: r.finished, attempts: r.attempts }}
        />{' '}
        <FormattedMessage id="learn.report.pass_rate" /> {share(r.pass_rate)}
      </p>
      {r.questions.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th>
                <FormattedMessage id="learn.admin.question_text" />
              </th>
              <th>
                <FormattedMessage id="learn.report.share_right" />
              </th>
            </tr>
          </thead>
          <tbody>
            {r.questions.map((q) => (
              <tr key={q.id}>
                <td>{q.text}</td>
                <td>{share(q.share_right)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
