/**
 * The training certificate (the 5-day flow) uses the course certificates' issuing and verification
 * (ADR 115): one per application whose status is completed, numbered in the same sequence, with a code
 * for `/verify/{code}` and a PDF with a QR code. It is issued the first time the participant's account
 * is read after completion (the account, the learner's certificates), dated by the flow's last day (or
 * the day it is issued, if the flow has not ended yet); an admin revokes it like a course certificate.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, flows, learnCertificates } from '../../db/schema.ts';
import { audit } from '../lib/audit.ts';
import { newCertificate } from './certificate-issue.ts';

/** Issues the missing training certificates of this person's completed applications. */
export function issueTrainingCertificates(db: Db, userId: number, ip?: string) {
  const missing = db
    .select({ id: applications.id, end: flows.endDate })
    .from(applications)
    .leftJoin(flows, eq(flows.id, applications.flowId))
    .leftJoin(learnCertificates, eq(learnCertificates.applicationId, applications.id))
    .where(
      and(
        eq(applications.applicantId, userId),
        eq(applications.status, 'completed'),
        isNull(applications.deletedAt),
        isNull(learnCertificates.id),
      ),
    )
    .all();
  for (const { id, end } of missing) {
    const now = new Date();
    // Noon in Kazakhstan, so the certificate's date is the flow's last day there.
    const lastDay = end ? new Date(`${end}T12:00:00+05:00`) : now;
    const issuedAt = lastDay < now ? lastDay : now;
    db.transaction((tx) => {
      // The unique application index makes a second reader's issue fail; re-check inside the transaction.
      if (
        tx
          .select({ id: learnCertificates.id })
          .from(learnCertificates)
          .where(eq(learnCertificates.applicationId, id))
          .get()
      )
        return;
      const cert = newCertificate(tx, { userId, applicationId: id }, issuedAt);
      audit(tx, {
        action: 'learn.certificate.issue',
        userId,
        subjectType: 'learn_certificate',
        subjectId: cert.id,
        changedUserId: userId,
        before: null,
        after: { number: cert.number, application_id: id },
        ...(ip ? { ip } : {}),
      });
    });
  }
}
