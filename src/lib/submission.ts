/**
 * What a submitted form may say, from its record's state in the outbox. The record is only on the
 * device until the server has acknowledged it (the draft row turns `sent`): until then the page says
 * "saved on this device" — never "submitted successfully", never the call-back promise. The promise
 * ("experts will call you…") is for the person who asked, so never on a staff member's tablet.
 */
import { ROLES } from '../../contract/roles.ts';
import type { DraftStatus } from '../sync/db.ts';

/** Submitted: on its way or arrived (a rejected one is a form again, with the server's reasons). */
export const isSubmitted = (status: DraftStatus | undefined): status is 'queued' | 'sent' =>
  status === 'queued' || status === 'sent';

export interface SubmissionView {
  /** The headline: the form's own success wording, or "saved on this device". */
  headline: 'success' | 'saved';
  /** Online but not yet acknowledged: the page says it is being sent. */
  sending: boolean;
  /** What only the server's acknowledgement makes true (thanks, a booking's outcome) may show. */
  acknowledged: boolean;
  /** The thank-you modal may open. */
  promise: boolean;
}

export function submissionView(
  status: 'queued' | 'sent',
  { online, roleId }: { online: boolean; roleId: number | undefined },
): SubmissionView {
  const sent = status === 'sent';
  const staff = roleId !== undefined && roleId !== ROLES.applicant;
  return {
    headline: sent ? 'success' : 'saved',
    sending: !sent && online,
    acknowledged: sent,
    promise: sent && !staff,
  };
}
