/**
 * Attempts waiting for review on the course page (ADR 114): passed attempts whose times were implausible,
 * with why, the phone's own start and finish beside the server's receipt; admins approve (the pass counts:
 * lesson done, certificate) or reject (kept, never counted). Shown only while some wait.
 */
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FieldError, firstErrorId } from '../../components/ui/field-error.tsx';
import { client, read } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import { getSession } from '../../lib/session.ts';
import type { CoursePageData } from './load-courses.ts';

const courses = client.api.courses;

/** `rows`: the course page's loader data; a decision loads the page again (router.invalidate). */
export function AttemptReview({ rows }: { rows: CoursePageData['review'] }) {
  const intl = useIntl();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const admin = getSession()?.user.role_id === ROLES.admin;
  if (!rows.length) return null;
  const time = (iso: string | null) => formatDate(intl, iso, 'shortDateTime');
  async function decide(id: string, decision: 'approved' | 'rejected') {
    setBusy(id);
    setError(undefined);
    try {
      await read(courses.attempts[':id'].review.$post({ param: { id }, json: { decision } }));
      await router.invalidate();
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
      <CardTable
        rows={rows}
        label={intl.formatMessage({ id: 'learn.review.title' }, { n: rows.length })}
        head={columnHeads('learn.review.', [
          'learner',
          'test',
          'why',
          'started',
          'finished',
          ...(admin ? ['decision'] : []),
        ])}
        row={(r) => (
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
        )}
      />
      <FieldError error={error} testId="attempt-review-error" />
    </div>
  );
}
