/**
 * When a lesson video's furthest point is queued as `learn.progress` (ADR 068): after it grew by
 * REPORT_STEP seconds while playing, and on pause, end and leaving the page by any amount. Never a
 * smaller value than was sent: the server keeps the furthest point anyway, this spares the outbox.
 */
export const REPORT_STEP = 5;

export function furthestReporter(report: (seconds: number) => void) {
  let furthest = 0;
  let sent = 0;
  const flush = (force: boolean) => {
    const at = Math.floor(furthest);
    if (at <= sent || (!force && at < sent + REPORT_STEP)) return;
    sent = at;
    report(at);
  };
  return {
    /** The player's current time (a seek back is not progress). */
    at(seconds: number) {
      furthest = Math.max(furthest, seconds);
      flush(false);
    },
    /** Pause, end, leaving: queue whatever was reached. */
    flush: () => flush(true),
  };
}
