/**
 * Pull source 'application': the applicant's own applications and those an operator registered or
 * is responsible for, so both devices see status changes (started, completed, not completed).
 */
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { applications, users } from '../../db/schema.ts';
import type { PullSource } from '../sync/registry.ts';

export const applicationPull: PullSource = {
  type: 'application',
  changes(db, user, since, limit) {
    const rows = db
      .select({ a: applications, name: users.name })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(
        and(
          gt(applications.serverVersion, since),
          or(
            eq(applications.applicantId, user.id),
            eq(applications.registeredBy, user.id),
            eq(applications.responsibleId, user.id),
          ),
        ),
      )
      .orderBy(asc(applications.serverVersion))
      .limit(limit)
      .all();
    return rows.map(({ a, name }) => ({
      id: a.id,
      version: a.serverVersion,
      deleted: a.deletedAt !== null,
      data: {
        id: a.id,
        client_record_id: a.clientRecordId,
        applicant_id: a.applicantId,
        applicant_name: name,
        status: a.status,
        status_reason: a.statusReason,
        language: a.language,
        lesson_region_id: a.lessonRegionId,
        lesson_district_id: a.lessonDistrictId,
        flow_id: a.flowId,
        submitted_at: a.submittedAt?.getTime() ?? null,
      },
    }));
  },
};
