/** The report's learners, a page at a time, each with their attempts' answers on demand. */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnswerRow, LearnerRow } from '../../../api/schemas/learning-report.ts';
import { Button } from '../../components/ui/button.tsx';
import { client, read } from '../../lib/api-client.ts';
import { ReportTable } from './report-table.tsx';

const report = client.api.courses[':id{[0-9]+}'].report;

export function ReportLearners({ courseId, regionId }: { courseId: number; regionId: number | undefined }) {
  const [rows, setRows] = useState<LearnerRow[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [answers, setAnswers] = useState<{ user: LearnerRow; rows: AnswerRow[] } | null>(null);
  const param = { id: String(courseId) };
  const region = regionId === undefined ? {} : { region_id: String(regionId) };
  async function load(after: number) {
    const page = await read(report.learners.$get({ param, query: { ...region, after: String(after) } }));
    setRows((old) => (after ? [...old, ...page.data] : page.data));
    setNext(page.next);
  }
  useEffect(() => {
    setAnswers(null);
    void load(0);
    // A new course or region starts the list again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [courseId, regionId]);
  async function show(user: LearnerRow) {
    const res = await read(
      report.learners[':user_id{[0-9]+}'].$get({ param: { ...param, user_id: String(user.user_id) } }),
    );
    setAnswers({ user, rows: res.data });
  }
  return (
    <>
      <h3>
        <FormattedMessage id="learn.report.learners" />
      </h3>
      <ReportTable
        courseId={courseId}
        table="learners"
        rows={rows}
        query={regionId === undefined ? '' : `region_id=${regionId}`}
        action={(r) =>
          r.attempts > 0 && (
            <button type="button" className="btn btn-secondary" onClick={() => void show(r)}>
              <FormattedMessage id="learn.report.answers" />
            </button>
          )
        }
        footer={
          next !== null && (
            <p>
              <Button variant="secondary" onClick={() => void load(next)}>
                <FormattedMessage id="list.more" />
              </Button>
            </p>
          )
        }
      />
      {answers && (
        <section data-testid="course-report-learner-answers">
          <h3>
            <FormattedMessage id="learn.report.answers_of" values={{ name: answers.user.name }} />
          </h3>
          <ReportTable
            courseId={courseId}
            table="answers"
            rows={answers.rows}
            query={regionId === undefined ? '' : `region_id=${regionId}`}
          />
        </section>
      )}
    </>
  );
}
