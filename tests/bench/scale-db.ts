/**
 * The mission-size database for `npm run bench -- scale`: N applicants as `registration.submit` leaves
 * them (user, applicant profile, application, one audit entry each), in real KATO districts, with valid
 * unique IINs and phones, statuses, flows and dates spread over a year, plus operators, trainers and the
 * log rows their work leaves, the flows the offices form of 50 waiting applicants each (about 10,000), and
 * the other lists that grow with them (./scale-db-lists.ts).
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
import { finishEndedFlows } from '../../api/flows/status.ts';
import { ROLES } from '../../db/roles.ts';
import { withCheckDigit } from '../../contract/iin.ts';
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
const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;
/** Participants per flow (capacity 70): the office forms a flow once this many wait. */
const FLOW_SIZE = 50;

export interface ScaleDb {
  dataDir: string;
  applicants: number;
  /** A district with operators, and one of its operators' phone (password `bench-password`). */
  sample: {
    districtId: number;
    regionId: number;
    name: string;
    iinDigits: string;
    phoneDigits: string;
    /** A first name that is also a surname's stem (Нұрлан, Нұрланова): about one person in ten. */
    commonName: string;
    /** The newest flow of the sample district, whose page shows the district's waiting list. */
    flowId: number;
  };
  /** The other growing lists (./scale-db-lists.ts): a lawyer to filter by, and each list's cursor halfway down. */
  lists: ReturnType<typeof listSamples>;
}

/** The cache key: the migrations and this generator, so a change to either builds the file anew. */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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
  // Bulk inserts, one transaction for thousands of people: FTS5's own merging keeps the people index in
  // shape, as the server's merge per commit does for its pushes (ADR 131), which it is set back to after.
  db.exec(`INSERT INTO users_search(users_search, rank) VALUES ('automerge', 4)`);
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
  // Staff: one operator and one trainer per district; the trainer's flows are formed as the district's
  // applicants arrive (placeInFlow).
  const staff = new Map<number, { operator: number; trainer: number; flow: number; members: number; made: number }>();
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
      staff.set(d.id, { operator, trainer, flow: 0, members: 0, made: 0 });
    }
  })();

  /**
   * The flow the district's next placed applicant joins: the office forms a flow of FLOW_SIZE from its
   * waiting list and runs it two weeks after the last of them registered, five days long. At 750,000
   * applicants that is about 10,000 flows, some 44 per district (the flows list pages through them).
   */
  const placeInFlow = (d: { id: number; regionId: number }, at: number) => {
    const s = staff.get(d.id)!;
    if (!s.flow || s.members === FLOW_SIZE) {
      const start = new Date(at + 14 * DAY_MS).toISOString().slice(0, 10);
      const end = new Date(at + 18 * DAY_MS).toISOString().slice(0, 10);
      s.flow = Number(insFlow.run(`Поток ${++s.made}`, start, end, d.regionId, d.id, s.trainer, at).lastInsertRowid);
      s.members = 0;
    }
    s.members++;
    return s.flow;
  };

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
        const flow = status === 'applied' ? null : placeInFlow(d, at);
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
  db.exec(`INSERT INTO users_search(users_search, rank) VALUES ('automerge', 0)`);
  db.close();
}

/**
 * The database as the running server keeps it: its hourly job has moved the participants of flows that ended
 * (the real job, api/flows/status.ts), so the server under measure starts on a settled database and does not
 * spend its first minute catching up a year of ended flows.
 */
async function settle(file: string) {
  const db = openDatabase(file);
  await finishEndedFlows(db);
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.exec('ANALYZE');
  db.$client.close();
}

/** A fresh copy of the cached mission-size database in its own DATA_DIR. */
export async function scaleDatabase(root: string, n: number): Promise<ScaleDb> {
  const cacheDir = join(root, '.bench-cache');
  mkdirSync(cacheDir, { recursive: true });
  // Copies left by runs that ended (700 MB each): only a live bench process still reads its own.
  for (const f of readdirSync(cacheDir)) {
    const pid = Number(/^run-(\d+)$/.exec(f)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(join(cacheDir, f), { recursive: true, force: true });
  }
  const cached = join(cacheDir, `scale-${n}-${migrationsHash(root)}.sqlite`);
  if (!existsSync(cached)) {
    for (const f of readdirSync(cacheDir)) if (f.startsWith(`scale-${n}-`)) rmSync(join(cacheDir, f));
    const partial = `${cached}.partial`;
    rmSync(partial, { force: true });
    const t0 = Date.now();
    build(partial, n);
    await settle(partial);
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
  const flowId = db
    .prepare('SELECT id FROM flows WHERE district_id = ? ORDER BY start_date DESC, id DESC LIMIT 1')
    .pluck()
    .get(sample.districtId) as number;
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
      commonName: 'Нұрлан',
      flowId,
    },
    lists,
  };
}
