/**
 * The mission-size database for `npm run bench -- scale`: N applicants as `registration.submit` leaves
 * them (user, applicant profile, application, one audit entry each), in real KATO districts, with valid
 * unique IINs and phones, statuses, flows and dates spread over a year, plus operators, trainers and the
 * log rows their work leaves, and the other lists that grow with them (./scale-db-lists.ts).
 *
 * Built by direct inserts in large transactions (750,000 in about a minute), not through the API: the
 * figure measures reading at that size, and ingest is measured by its own figure. The file is cached
 * under `.bench-cache/`, keyed by N and a hash of the migrations, so a changed schema builds anew; each
 * run copies it to a fresh DATA_DIR.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { withCheckDigit } from '../../api/schemas/iin.ts';
import { buildLists, listSamples } from './scale-db-lists.ts';

const FIRST = [
  'Айгүл',
  'Нұрлан',
  'Асель',
  'Ерлан',
  'Гүлнар',
  'Дәурен',
  'Мария',
  'Иван',
  'Әсем',
  'Бауыржан',
  'Жанар',
  'Серік',
  'Ольга',
  'Қайрат',
  'Динара',
  'Алексей',
  'Сәуле',
  'Марат',
  'Айжан',
  'Тимур',
];
const LAST = [
  'Сейітова',
  'Жақсыбеков',
  'Иванова',
  'Омаров',
  'Қасымова',
  'Петров',
  'Нұрланова',
  'Әбенов',
  'Сұлтанова',
  'Ким',
  'Ахметов',
  'Байжанова',
  'Смагулов',
  'Ержанова',
  'Тоқтаров',
  'Ли',
  'Жұмабаев',
];
const STATUSES = ['applied', 'applied', 'started', 'completed', 'completed', 'not_completed'] as const;
const YEAR_MS = 365 * 24 * 3600 * 1000;

export interface ScaleDb {
  dataDir: string;
  applicants: number;
  /** A district with operators, and one of its operators' phone (password `bench-password`). */
  sample: { districtId: number; regionId: number; name: string; iinDigits: string; phoneDigits: string };
  /** The other growing lists (./scale-db-lists.ts): a lawyer to filter by, and each list's cursor halfway down. */
  lists: ReturnType<typeof listSamples>;
}

/** The cache key: the migrations and this generator, so a change to either builds the file anew. */
function migrationsHash(root: string): string {
  const dir = join(root, 'db/migrations');
  const h = createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .update(readFileSync(new URL('./scale-db-lists.ts', import.meta.url)));
  for (const f of readdirSync(dir, { recursive: true }).map(String).sort())
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(join(dir, f)));
  return h.digest('hex').slice(0, 12);
}

/**
 * 12-digit IINs, unique by construction: a birth date per 9,000 people and a serial within it. Born in
 * the 2000s (century digits 5/6), so none equals an IIN the ingest records (1900s) push during the run.
 */
function* iins(): Generator<{ iin: string; birthday: string; gender: 'male' | 'female' }> {
  const start = Date.UTC(2000, 0, 1);
  for (let day = 0; ; day++) {
    const d = new Date(start + day * 86_400_000);
    const yy = String(d.getUTCFullYear() % 100).padStart(2, '0');
    const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(d.getUTCDate()).padStart(2, '0');
    for (let serial = 1000; serial < 10000; serial++) {
      const gender = serial % 2 ? 'male' : 'female';
      const iin = withCheckDigit(`${yy}${mm}${dd}${gender === 'male' ? 5 : 6}${serial}`);
      if (iin) yield { iin, birthday: d.toISOString().slice(0, 10), gender };
    }
  }
}

function build(file: string, n: number) {
  // Migrations and reference data (KATO, roles) exactly as the server makes them.
  openDatabase(file).$client.close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const districts = db.prepare('SELECT id, parent_id AS regionId FROM kato WHERE level = 2 ORDER BY id').all() as {
    id: number;
    regionId: number;
  }[];
  const insUser = db.prepare(
    `INSERT INTO users (name, iin, phone, role_id, region_id, district_id, district_ids, locality, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insProfile = db.prepare(
    `INSERT INTO applicant_profiles (user_id, gender, birthday, consented_at, created_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const insFlow = db.prepare(
    `INSERT INTO flows (title, start_date, end_date, region_id, district_id, trainer_id, capacity, language, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 70, 'kk', ?)`,
  );
  const insApp = db.prepare(
    `INSERT INTO applications (client_record_id, applicant_id, status, language, lesson_region_id, lesson_district_id,
       flow_id, registered_by, source, submitted_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'office', ?, ?)`,
  );
  const insAudit = db.prepare(
    `INSERT INTO user_actions (action, user_id, subject_type, subject_id, changed_user_id, after, ip, created_at)
     VALUES ('registration.submit', ?, 'application', ?, ?, ?, '10.0.0.1', ?)`,
  );

  const now = Date.now();
  let phone = 77010000000; // below it: the e2e admin (77000000001)
  // Staff: one operator and one trainer per district, each trainer with flows over the year.
  const staff = new Map<number, { operator: number; flows: number[] }>();
  db.transaction(() => {
    for (const d of districts) {
      const at = now - YEAR_MS;
      const operator = Number(
        insUser.run(
          `Оператор ${d.id}`,
          null,
          String(phone++),
          ROLES.operator,
          d.regionId,
          d.id,
          JSON.stringify([d.id]),
          null,
          at,
        ).lastInsertRowid,
      );
      const trainer = Number(
        insUser.run(`Тренер ${d.id}`, null, String(phone++), ROLES.trainer, d.regionId, d.id, '[]', null, at)
          .lastInsertRowid,
      );
      const flowIds: number[] = [];
      for (let w = 0; w < 12; w++) {
        const start = new Date(now - YEAR_MS + w * 30 * 86_400_000).toISOString().slice(0, 10);
        flowIds.push(
          Number(insFlow.run(`Поток ${w + 1}`, start, start, d.regionId, d.id, trainer, at).lastInsertRowid),
        );
      }
      staff.set(d.id, { operator, flows: flowIds });
    }
  })();

  const people = iins();
  const BATCH = 50_000;
  for (let from = 0; from < n; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(n, from + BATCH); i++) {
        const { iin, birthday, gender } = people.next().value!;
        const d = districts[(i * 7919) % districts.length]!;
        const s = staff.get(d.id)!;
        // Registered in order of id over the last year, as the real path numbers them.
        const at = now - YEAR_MS + Math.floor((i / n) * YEAR_MS);
        const name = `${LAST[(i * 31) % LAST.length]} ${FIRST[(i * 17) % FIRST.length]} ${i}`;
        const userId = Number(
          insUser.run(name, iin, String(phone++), ROLES.applicant, d.regionId, d.id, '[]', 'Ауыл', at).lastInsertRowid,
        );
        insProfile.run(userId, gender, birthday, at, at);
        const status = STATUSES[i % STATUSES.length]!;
        const flow = status === 'applied' ? null : status === 'started' ? s.flows[12]! : s.flows[i % 12]!;
        const appId = Number(
          insApp.run(`bench-${i}`, userId, status, i % 3 ? 'kk' : 'ru', d.regionId, d.id, flow, s.operator, at, at)
            .lastInsertRowid,
        );
        insAudit.run(
          s.operator,
          String(appId),
          userId,
          JSON.stringify({ application: { id: appId }, applicant: { id: userId, name } }),
          at,
        );
      }
    })();
  }
  buildLists(db, n, now, phone);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('ANALYZE');
  db.close();
}

/** A fresh copy of the cached mission-size database in its own DATA_DIR. */
export function scaleDatabase(root: string, n: number): ScaleDb {
  const cacheDir = join(root, '.bench-cache');
  mkdirSync(cacheDir, { recursive: true });
  const cached = join(cacheDir, `scale-${n}-${migrationsHash(root)}.sqlite`);
  if (!existsSync(cached)) {
    for (const f of readdirSync(cacheDir)) if (f.startsWith(`scale-${n}-`)) rmSync(join(cacheDir, f));
    const partial = `${cached}.partial`;
    rmSync(partial, { force: true });
    const t0 = Date.now();
    build(partial, n);
    renameSync(partial, cached);
    console.error(
      `  [scale: built ${n.toLocaleString('en')} applicants in ${((Date.now() - t0) / 1000).toFixed(0)} s]`,
    );
  }
  const dataDir = join(cacheDir, `run-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(cached, join(dataDir, 'qaryzsyz.sqlite'));
  const db = new Database(join(dataDir, 'qaryzsyz.sqlite'), { readonly: true });
  const sample = db
    .prepare(
      `SELECT a.lesson_district_id AS districtId, a.lesson_region_id AS regionId, u.name, u.iin, u.phone
       FROM applications a JOIN users u ON u.id = a.applicant_id WHERE a.id = ?`,
    )
    .get(Math.floor(n / 2)) as { districtId: number; regionId: number; name: string; iin: string; phone: string };
  const lists = listSamples(db);
  db.close();
  return {
    dataDir,
    applicants: n,
    sample: {
      districtId: sample.districtId,
      regionId: sample.regionId,
      name: sample.name.split(' ')[1]!.slice(1, 4),
      iinDigits: sample.iin.slice(3, 9),
      phoneDigits: sample.phone.slice(4, 10),
    },
    lists,
  };
}
