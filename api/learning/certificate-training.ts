/**
 * The training certificate (the 5-day flow) uses the course certificates' issuing and verification
 * (ADR 115) and follows the application's status (ADR 125): issued in the same transaction that makes
 * the status completed — whoever does it (an office's status change, the trainer's attendance, the daily
 * end-of-flow job) goes through the flows domain's one `setStatus`, which calls this — and revoked, with
 * the reason in the user-action log, when the status leaves completed. A return to completed makes that
 * same certificate valid again (same number and code: the paper already printed verifies again); one an
 * admin revoked stays revoked. One certificate per application, ever (the unique application index).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { flows, learnCertificates } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import type { ApplicationStatus } from '../../contract/flows.ts';
import { newCertificate } from './certificate-issue.ts';
import type { AuditAction } from '../../contract/user-logs.ts';

export interface StatusMove {
  application: { id: number; applicantId: number; flowId: number | null };
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** Who moved the status (null: the daily job), and from where. */
  by: { userId: number | null; ip?: string | undefined };
}

/** Dated by the flow's last day (noon in Kazakhstan, so the date is that day there), or now if it has not ended. */
function issueDate(tx: Tx | Db, flowId: number | null, now: Date) {
  const end = flowId ? tx.select({ end: flows.endDate }).from(flows).where(eq(flows.id, flowId)).get()?.end : null;
  const lastDay = end ? new Date(`${end}T12:00:00+05:00`) : now;
  return lastDay < now ? lastDay : now;
}

type Log = (
  action: AuditAction,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) => void;

/** A certificate's change in the user-action log, by whoever moved the application. */
const logger =
  (tx: Tx | Db, application: StatusMove['application'], by: StatusMove['by']): Log =>
  (action, id, before, after) =>
    audit(tx, {
      action,
      userId: by.userId,
      subjectType: 'learn_certificate',
      subjectId: id,
      changedUserId: application.applicantId,
      before,
      after,
      ...(by.ip ? { ip: by.ip } : {}),
    });

const certificateOf = (tx: Tx | Db, applicationId: number) =>
  tx.select().from(learnCertificates).where(eq(learnCertificates.applicationId, applicationId)).get();

/** In the transaction that wrote the new status. */
export function trainingCertificateFollows(tx: Tx | Db, { application, from, to, by }: StatusMove, now = new Date()) {
  if (from === to || (from !== 'completed' && to !== 'completed')) return;
  const cert = certificateOf(tx, application.id);
  const log = logger(tx, application, by);
  if (to === 'completed') {
    if (!cert) {
      const made = newCertificate(
        tx,
        { userId: application.applicantId, applicationId: application.id },
        issueDate(tx, application.flowId, now),
      );
      log('learn.certificate.issue', made.id, null, { number: made.number, application_id: application.id });
    } else if (cert.revokedReason === 'status') {
      tx.update(learnCertificates)
        .set({ revokedAt: null, revokedReason: null })
        .where(eq(learnCertificates.id, cert.id))
        .run();
      log(
        'learn.certificate.reinstate',
        cert.id,
        { revoked_at: cert.revokedAt?.toISOString() ?? null, revoked_reason: 'status' },
        { revoked_at: null, revoked_reason: null, status: to },
      );
    }
    return;
  }
  if (cert && !cert.revokedAt) revoke(tx, cert.id, { status: to }, log, now);
}

function revoke(tx: Tx | Db, id: number, why: Record<string, unknown>, log: Log, now: Date) {
  tx.update(learnCertificates)
    .set({ revokedAt: now, revokedReason: 'status' })
    .where(eq(learnCertificates.id, id))
    .run();
  log(
    'learn.certificate.revoke',
    id,
    { revoked_at: null, revoked_reason: null },
    { revoked_at: now.toISOString(), revoked_reason: 'status', ...why },
  );
}

/** An application deleted by the office takes its training certificate with it: /verify says revoked. */
export function trainingCertificateDeleted(
  tx: Tx | Db,
  application: StatusMove['application'],
  by: StatusMove['by'],
  now = new Date(),
) {
  const cert = certificateOf(tx, application.id);
  if (cert && !cert.revokedAt) revoke(tx, cert.id, { application_deleted: true }, logger(tx, application, by), now);
}
