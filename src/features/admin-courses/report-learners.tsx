/**
 * The report's learners, a page at a time, each with their attempts' answers on demand. The parent
 * keys it by the region chosen, so another region starts the list again.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnswerRow, LearnerRow } from '../../../contract/learning-report.ts';
import { Button } from '../../components/ui/button.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { CoursePageData } from './load-courses.ts';
import { CourseDownloads, ReportTable } from './report-table.tsx';

const report = client.api.courses[':id{[0-9]+}'].report;

interface Props {
  courseId: number;
  regionId: number | undefined;
  /** The first page, from the course page's loader; "more" continues after its last learner. */
  first: CoursePageData['learners'];
}

export function ReportLearners({ courseId, regionId, first }: Props) {
  const param = { id: String(courseId) };
  const region = regionId === undefined ? {} : { region_id: String(regionId) };
  const [more, setMore] = useState<{ rows: LearnerRow[]; next: number | null } | null>(null);
  const [answers, setAnswers] = useState<{ user: LearnerRow; rows: AnswerRow[] } | null>(null);
  const rows = [...first.data, ...(more?.rows ?? [])];
  const next = more ? more.next : first.next;
  async function loadMore(after: number) {
    const page = await read(report.learners.$get({ param, query: { ...region, after: String(after) } }));
    setMore({ rows: [...(more?.rows ?? []), ...page.data], next: page.next });
  }
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
        regionId={regionId}
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
              <Button variant="secondary" onClick={() => void loadMore(next)}>
                <FormattedMessage id="list.more" />
              </Button>
            </p>
          )
        }
      />
      <CourseDownloads courseId={courseId} table="answers" regionId={regionId} label="learn.report.download_answers" />
      {answers && (
        <section data-testid="course-report-learner-answers">
          <h3>
            <FormattedMessage id="learn.report.answers_of" values={{ name: answers.user.name }} />
          </h3>
          <ReportTable courseId={courseId} table="answers" rows={answers.rows} noDownloads />
        </section>
      )}
    </>
  );
}
