/** The applicant's device pulls the review status of its own contest applications. */
import { and, asc, eq, gt } from 'drizzle-orm';
import { contestApplications } from '../../db/schema.ts';
import type { PullSource } from '../sync/registry.ts';

export const contestApplicationSource: PullSource = {
  type: 'contest_application',
  changes(db, user, since, limit) {
    return db
      .select()
      .from(contestApplications)
      .where(and(eq(contestApplications.applicantId, user.id), gt(contestApplications.serverVersion, since)))
      .orderBy(asc(contestApplications.serverVersion))
      .limit(limit)
      .all()
      .map((a) => ({
        id: a.id,
        version: a.serverVersion,
        data: {
          id: a.id,
          record_id: a.clientRecordId,
          nomination_id: a.nominationId,
          year: a.year,
          status: a.status,
          status_reason: a.statusReason,
        },
      }));
  },
};
