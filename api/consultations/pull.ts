/**
 * What a lawyer's tablet pulls: the cases assigned to them, with their timelines, so they open in a
 * village hall without signal. A case handed to another lawyer leaves the tablet (its version moves with
 * the assignment, and the lawyer it was taken from gets a deletion).
 */
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { ROLES } from '../../db/roles.ts';
import { consultationEvents, consultations } from '../../db/schema.ts';
import type { PullSource } from '../sync/registry.ts';
import { caseDetail } from './docs.ts';

export const lawyerCaseSource: PullSource = {
  type: 'lawyer_case',
  changes(db, user, since, limit) {
    if (user.roleId !== ROLES.lawyer) return [];
    const takenFrom = db
      .select({ id: consultationEvents.consultationId })
      .from(consultationEvents)
      .where(
        and(
          eq(consultationEvents.kind, 'assign'),
          sql`json_extract(${consultationEvents.before}, '$.lawyer_id') = ${user.id}`,
        ),
      );
    return db
      .select()
      .from(consultations)
      .where(
        and(
          gt(consultations.serverVersion, since),
          or(eq(consultations.lawyerId, user.id), sql`${consultations.id} IN ${takenFrom}`),
        ),
      )
      .orderBy(asc(consultations.serverVersion))
      .limit(limit)
      .all()
      .map((c) =>
        c.lawyerId === user.id
          ? { id: c.uuid, version: c.serverVersion, data: caseDetail(db, c) }
          : { id: c.uuid, version: c.serverVersion, data: null, deleted: true },
      );
  },
};
