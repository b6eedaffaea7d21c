/**
 * The low-variant job of an uploaded video (ADR 100), as the server's row says: queued, the percent while
 * ffmpeg runs (from its -progress output), the size when done, or why it failed. Asked again every second
 * until it ends; the job runs on the server whether or not this form stays open.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { client, read, type Ok } from '../../lib/api-client.ts';

const job = client.api.media[':id{[0-9a-f]+}'].transcode;
type Job = Ok<Awaited<ReturnType<typeof job.$get>>>['data'];

const POLL_MS = 1000;

export function TranscodeStatus({ mediaId }: { mediaId: string }) {
  const [state, setState] = useState<Job | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const next = await read(job.$get({ param: { id: mediaId } })).then(
        (r) => r.data,
        () => null,
      );
      if (stop) return;
      setState(next);
      if (!next || next.status === 'queued' || next.status === 'running') timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [mediaId]);
  if (!state) return null;
  return (
    <p role="status" data-testid="transcode-status" data-status={state.status}>
      {state.status === 'queued' && <FormattedMessage id="learn.video.queued" />}
      {state.status === 'running' && <FormattedMessage id="learn.video.running" values={{ percent: state.progress }} />}
      {state.status === 'done' && state.low && (
        <FormattedMessage
          id="learn.video.done"
          values={{
            height: state.low.height ?? 360,
            size: <FormattedNumber value={state.low.size / 1_000_000} maximumFractionDigits={1} />,
          }}
        />
      )}
      {state.status === 'failed' && <FormattedMessage id={state.failure ?? 'learn.video.failed'} />}
    </p>
  );
}
