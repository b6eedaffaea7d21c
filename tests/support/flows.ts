/** Test data for flows: applicants and their applications straight in the database (registration is another feature). */
import { kato, applications, flows, users } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { Db } from '../../db/client.ts';
import { and, eq } from 'drizzle-orm';

let seq = 0;

/** The first region and its first two districts of the real KATO table. */
export function someDistricts(db: Db) {
  const region = db.select().from(kato).where(eq(kato.level, 1)).orderBy(kato.sort).get()!;
  const [a, b] = db
    .select()
    .from(kato)
    .where(and(eq(kato.level, 2), eq(kato.parentId, region.id)))
    .orderBy(kato.sort)
    .limit(2)
    .all();
  return { regionId: region.id, districtId: a!.id, otherDistrictId: b!.id };
}

/** `n` applicants (role 1) waiting in a district, each with one `applied` application. */
export function waitingApplications(db: Db, n: number, regionId: number, districtId: number): number[] {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = ++seq;
    const u = db
      .insert(users)
      .values({
        name: `Участник ${String(k).padStart(3, '0')}`,
        phone: `7705${String(k).padStart(7, '0')}`,
        roleId: ROLES.applicant,
      })
      .returning()
      .get();
    const a = db
      .insert(applications)
      .values({ applicantId: u.id, lessonRegionId: regionId, lessonDistrictId: districtId, status: 'applied' })
      .returning()
      .get();
    ids.push(a.id);
  }
  return ids;
}

/** A flow straight in the database, for tests that are not about creating flows. */
export function insertFlow(db: Db, v: Partial<typeof flows.$inferInsert> & { regionId: number; districtId: number }) {
  return db
    .insert(flows)
    .values({ startDate: '2026-11-16', endDate: '2026-11-20', capacity: 70, serverVersion: 1, ...v })
    .returning()
    .get();
}
