/**
 * Many applications straight in a test database, in one transaction (10,000 in well under a second),
 * spread over regions, districts, statuses, languages, dates and registrars. Returns what was written,
 * so tests compute the expected answers from the data rather than hard-coding them.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kato } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { APPLICATION_STATUSES, type ApplicationStatusValue } from '../../contract/application-values.ts';

export interface Seeded {
  id: number;
  name: string;
  iin: string;
  phone: string;
  status: ApplicationStatusValue;
  language: 'kk' | 'ru';
  regionId: number;
  districtId: number;
  flowId: number | null;
  registeredBy: number | null;
  createdAt: number;
}

/** Two regions with two districts each, from the real KATO table. */
export function twoRegions(db: Db) {
  const regions = db.select().from(kato).where(eq(kato.level, 1)).orderBy(kato.sort).limit(2).all();
  return regions.flatMap((r) =>
    db
      .select()
      .from(kato)
      .where(and(eq(kato.level, 2), eq(kato.parentId, r.id)))
      .orderBy(kato.sort)
      .limit(2)
      .all()
      .map((d) => ({ regionId: r.id, districtId: d.id })),
  );
}

export const BASE_TIME = Date.UTC(2026, 9, 1, 6, 0); // 1 Oct 2026, 06:00 UTC
const NAMES = ['Айгүл Сәрсенова', 'Ерлан Қасымов', 'Мария Иванова', 'Dana Smith', 'Нұрлан Әбенов'];

export function seedApplications(db: Db, n: number, opts: { registrars: number[]; flowId: number }): Seeded[] {
  const places = twoRegions(db);
  const sqlite = db.$client;
  const insertUser = sqlite.prepare(
    'INSERT INTO users (name, iin, phone, role_id, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const insertApp = sqlite.prepare(
    `INSERT INTO applications (applicant_id, status, language, lesson_region_id, lesson_district_id, flow_id,
       registered_by, source, created_at, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'office', ?, ?) RETURNING id`,
  );
  const out: Seeded[] = [];
  sqlite.transaction(() => {
    for (let i = 0; i < n; i++) {
      const place = places[i % places.length]!;
      const s: Omit<Seeded, 'id'> = {
        name: `${NAMES[i % NAMES.length]} ${i}`,
        iin: `8${String(i).padStart(11, '0')}`,
        phone: `7702${String(i).padStart(7, '0')}`,
        status: APPLICATION_STATUSES[Math.floor(i / 4) % 4]!,
        language: i % 3 === 0 ? 'kk' : 'ru',
        ...place,
        flowId: i % 4 === 0 && i % 7 === 0 ? opts.flowId : null,
        registeredBy: opts.registrars[i % (opts.registrars.length + 1)] ?? null,
        // 10,000 applications 97 minutes apart span about two years.
        createdAt: BASE_TIME + i * 97 * 60_000,
      };
      const user = insertUser.get(s.name, s.iin, s.phone, ROLES.applicant, s.createdAt) as { id: number };
      const app = insertApp.get(
        user.id,
        s.status,
        s.language,
        s.regionId,
        s.districtId,
        s.flowId,
        s.registeredBy,
        s.createdAt,
        s.createdAt,
      ) as { id: number };
      out.push({ id: app.id, ...s });
    }
  })();
  return out;
}
