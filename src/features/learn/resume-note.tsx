/**
 * On /learn, beside a course whose download was left halfway: what the background resume is doing —
 * saving (megabytes on the phone of all), or waiting (files saved of all) and why (offline, the connection dropped, no room, data saver
 * on, with "Continue now" for the last) (ADR 125).
 */
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { continueDownloads } from './resume-browser.ts';
import { useResumeStates } from './resume-state.ts';

const mb = (bytes: number) => <FormattedNumber value={bytes / 1_000_000} maximumFractionDigits={1} />;

export function ResumeNote({ courseId }: { courseId: number }) {
  const s = useResumeStates().get(courseId);
  if (!s) return null;
  if (s.state === 'saving')
    return (
      <p role="status" data-testid="learn-resume">
        <FormattedMessage
          id="learn.offline.resume_saving"
          values={{ done: mb(s.doneBytes), total: mb(s.totalBytes) }}
        />
      </p>
    );
  const counts = { done: s.done, total: s.total };
  return (
    <p className="notice notice-warn" data-testid="learn-resume">
      {s.why === 'no_room' ? (
        <FormattedMessage
          id="learn.offline.resume_no_room"
          values={{ ...counts, need: mb(s.need), free: mb(s.free) }}
        />
      ) : (
        <FormattedMessage id={`learn.offline.resume_${s.why}`} values={counts} />
      )}
      {s.why === 'save_data' && (
        <>
          {' '}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void continueDownloads({ asked: true, only: courseId })}
          >
            <FormattedMessage id="learn.offline.resume_anyway" />
          </button>
        </>
      )}
    </p>
  );
}
