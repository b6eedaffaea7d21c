/**
 * Attempts waiting for review on the course page (ADR 114): passed attempts whose times were implausible,
 * with why, the phone's own start and finish beside the server's receipt; admins approve (the pass counts:
 * lesson done, certificate) or reject (kept, never counted). Shown only while some wait.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { FieldError, firstErrorId } from '../../components/ui/field-error.tsx';
import { client, read } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import { getSession } from '../../lib/session.ts';
import { useRead } from '../../lib/use-read.ts';

const courses = client.api.courses;

export function AttemptReview({ courseId }: { courseId: number }) {
  const intl = useIntl();
  const list = useRead(`review:${courseId}`, (signal) =>
    read(courses[':id{[0-9]+}'].attempts.review.$get({ param: { id: String(courseId) } }, { init: { signal } })),
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const admin = getSession()?.user.role_id === ROLES.admin;
  const rows = list.data?.data ?? [];
  if (!rows.length) return null;
  const time = (iso: string | null) => formatDate(intl, iso, 'shortDateTime');
  async function decide(id: string, decision: 'approved' | 'rejected') {
    setBusy(id);
    setError(undefined);
    try {
      await read(courses.attempts[':id'].review.$post({ param: { id }, json: { decision } }));
      list.reload();
    } catch (e) {
      setError(firstErrorId(e) ?? 'common.errors');
    } finally {
      setBusy(undefined);
    }
  }
  return (
    <div className="admin-panel" data-testid="attempt-review">
      <h2>
        <FormattedMessage id="learn.review.title" values={{ n: rows.length }} />
      </h2>
      <p>
        <FormattedMessage id="learn.review.hint" />
      </p>
      <div
        className="table-wrap"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'learn.review.title' }, { n: rows.length })}
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="learn.review.learner" />
              </th>
              <th scope="col">
                <FormattedMessage id="learn.review.test" />
              </th>
              <th scope="col">
                <FormattedMessage id="learn.review.why" />
              </th>
              <th scope="col">
                <FormattedMessage id="learn.review.started" />
              </th>
              <th scope="col">
                <FormattedMessage id="learn.review.finished" />
              </th>
              {admin && (
                <th scope="col">
                  <FormattedMessage id="learn.review.decision" />
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="attempt-review-row">
                <td>
                  {r.name} · {r.phone}
                </td>
                <td>
                  {r.test}:{' '}
                  <FormattedMessage
                    id="learn.test.rule"
                    values={{ total: r.total, pass: r.pass_count, correct: r.correct ?? 0 }}
                  />
                </td>
                <td>{r.reasons.map((x) => intl.formatMessage({ id: `learn.review.reason.${x}` })).join('; ')}</td>
                <td>
                  <FormattedMessage
                    id="learn.review.device_and_server"
                    values={{ device: time(r.device_started_at), server: time(r.start_received_at) }}
                  />
                </td>
                <td>
                  <FormattedMessage
                    id="learn.review.device_and_server"
                    values={{ device: time(r.device_submitted_at), server: time(r.submit_received_at) }}
                  />
                </td>
                {admin && (
                  <td>
                    <button
                      type="button"
                      className="btn"
                      disabled={busy === r.id}
                      onClick={() => void decide(r.id, 'approved')}
                    >
                      <FormattedMessage id="learn.review.approve" />
                    </button>{' '}
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={busy === r.id}
                      onClick={() => void decide(r.id, 'rejected')}
                    >
                      <FormattedMessage id="learn.review.reject" />
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FieldError error={error} testId="attempt-review-error" />
    </div>
  );
}
