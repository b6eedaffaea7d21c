/** One agro application as the review shows it: the whole form, courses, people assigned, and its history from the user-action log. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userActions, users } from '../../db/schema.ts';
import type { AgroCourse } from '../../contract/agro.ts';
import { coursesOf, type AgroRow } from './list-query.ts';

export function agroDetail(db: Db, r: AgroRow) {
  const people = [r.curatorId, r.technologistId, r.registeredBy].filter((x): x is number => x !== null);
  const names = new Map(
    people.length
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, people))
          .all()
          .map((u) => [u.id, u.name])
      : [],
  );
  const history = db
    .select({
      action: userActions.action,
      user_name: users.name,
      before: userActions.before,
      after: userActions.after,
      at: userActions.createdAt,
    })
    .from(userActions)
    .leftJoin(users, eq(users.id, userActions.userId))
    .where(and(eq(userActions.subjectType, 'agro_application'), eq(userActions.subjectId, String(r.id))))
    .orderBy(asc(userActions.id))
    .all()
    .map((h) => ({ ...h, at: h.at.toISOString() }));
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? null });
  return {
    id: r.id,
    name: r.name,
    iin: r.iin,
    phone: r.phone,
    gender: r.gender,
    birthday: r.birthday,
    region_id: r.regionId,
    district_id: r.districtId,
    rural_okrug_id: r.ruralOkrugId,
    village: r.village,
    courses: coursesOf(db, [r.id]).get(r.id) ?? [],
    answers: r.answers,
    status: r.status,
    status_reason: r.statusReason,
    enrolled_course: r.enrolledCourse,
    curator: person(r.curatorId),
    technologist: person(r.technologistId),
    registered_by: person(r.registeredBy),
    source: r.source,
    created_at: r.createdAt.toISOString(),
    history,
  };
}
export type AgroDetail = ReturnType<typeof agroDetail>;

/** What the applicant sees of their own application: where it stands, and why when it was turned down. */
export const agroStanding = (r: AgroRow, courses: AgroCourse[]) => ({
  id: r.id,
  client_record_id: r.clientRecordId,
  courses,
  status: r.status,
  status_reason: r.status === 'rejected' ? r.statusReason : null,
  enrolled_course: r.enrolledCourse,
  created_at: r.createdAt.toISOString(),
});
