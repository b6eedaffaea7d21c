/**
 * The other lists that grow with the programme, at mission size beside the applicants (./scale-db.ts):
 * public requests, consultation cases with their lawyers, agro applications with their courses, property
 * leads and import jobs, each with the audit entry its real path writes, dates over the last year in
 * arrival order (a device's clock a little off for cases and leads). For N = 750,000 applicants: 200,000
 * requests, 100,000 cases, 150,000 agro applications, 50,000 leads and 2,000 import jobs.
 */
import type Database from 'better-sqlite3';
import { ROLES } from '../../db/roles.ts';
import { AGRO_COURSES, AGRO_STATUSES } from '../../contract/agro-values.ts';
import { encodeCursor } from '../../api/lib/keyset.ts';
import { OUTCOMES } from '../../contract/consultation-outcomes.ts';
import { LEAD_KINDS, LEAD_STATUSES } from '../../contract/property-values.ts';
import { CONSULTATION_TYPES, REQUEST_KINDS } from '../../contract/reference.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const BATCH = 50_000;

export const listVolumes = (n: number) => ({
  requests: Math.round((n * 4) / 15),
  cases: Math.round((n * 2) / 15),
  agro: Math.round(n / 5),
  leads: Math.round(n / 15),
  importJobs: Math.max(1, Math.round(n / 375)),
});

interface Person {
  iin: string;
  name: string;
  phone: string;
  region_id: number;
  district_id: number;
  id: number;
}

/** `count` rows made by `row(i, at)` in transactions of BATCH, dated over the year in order of i. */
function fill(db: Database.Database, count: number, now: number, row: (i: number, at: number) => void) {
  for (let from = 0; from < count; from += BATCH)
    db.transaction(() => {
      for (let i = from; i < Math.min(count, from + BATCH); i++)
        row(i, now - YEAR_MS + Math.floor((i / count) * YEAR_MS));
    })();
}

export function buildLists(db: Database.Database, n: number, now: number, firstPhone: number) {
  const v = listVolumes(n);
  const applicants = db.prepare(`SELECT count(*) FROM users WHERE role_id = ?`).pluck().get(ROLES.applicant) as number;
  const personAt = db.prepare(
    `SELECT id, iin, name, phone, region_id, district_id FROM users WHERE role_id = ${ROLES.applicant}
     ORDER BY id LIMIT 1 OFFSET ?`,
  );
  const firstApplicant = (personAt.get(0) as Person).id;
  const byId = db.prepare(`SELECT id, iin, name, phone, region_id, district_id FROM users WHERE id = ?`);
  // Applicants were inserted in one run, so their ids are consecutive: the k-th is a point lookup.
  const person = (k: number) => byId.get(firstApplicant + (k % applicants)) as Person;
  const operators = db.prepare(`SELECT id FROM users WHERE role_id = ?`).pluck().all(ROLES.operator) as number[];
  const admin = operators[0]!;
  const insAudit = db.prepare(
    `INSERT INTO user_actions (action, user_id, subject_type, subject_id, changed_user_id, after, ip, created_at)
     VALUES (?, ?, ?, ?, ?, ?, '10.0.0.2', ?)`,
  );

  // Lawyers: two per region, the cases of their region theirs.
  const insUser = db.prepare(
    `INSERT INTO users (name, phone, role_id, region_id, district_ids, created_at) VALUES (?, ?, ?, ?, '[]', ?)`,
  );
  const regions = db.prepare('SELECT id FROM kato WHERE level = 1 ORDER BY id').pluck().all() as number[];
  let phone = firstPhone;
  const lawyers = new Map<number, number[]>();
  db.transaction(() => {
    for (const r of regions)
      lawyers.set(r, [
        Number(insUser.run(`Заңгер ${r}-1`, String(phone++), ROLES.lawyer, r, now - YEAR_MS).lastInsertRowid),
        Number(insUser.run(`Заңгер ${r}-2`, String(phone++), ROLES.lawyer, r, now - YEAR_MS).lastInsertRowid),
      ]);
  })();

  const insRequest = db.prepare(
    `INSERT INTO requests (client_record_id, kind, payload, locale, status, created_at, handled_by, handled_at)
     VALUES (?, ?, ?, 'kk', ?, ?, ?, ?)`,
  );
  fill(db, v.requests, now, (i, at) => {
    const p = person(i * 13);
    const kind = REQUEST_KINDS[i % 7 < 3 ? 0 : (i % 7) - 3]!;
    // The office works the inbox: all but the last month's and one in twenty are handled.
    const handled = at < now - 30 * 24 * HOUR_MS && i % 20 !== 0;
    const payload = { name: p.name, phone: p.phone, message: `Сұрақ ${i}`, consent: true };
    const id = insRequest.run(
      `bench-req-${i}`,
      kind,
      JSON.stringify(payload),
      handled ? 'handled' : 'new',
      at,
      handled ? admin : null,
      handled ? at + 24 * HOUR_MS : null,
    ).lastInsertRowid;
    insAudit.run('request.create', null, 'request', String(id), null, JSON.stringify({ kind }), at);
  });

  const insCase = db.prepare(
    `INSERT INTO consultations (uuid, iin, name, phone, applicant_id, type, title, problem, status, outcome, remind_at,
       region_id, district_id, lawyer_id, source, created_by, created_at, first_contact_at, closed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, 'intake', ?, ?, ?, ?)`,
  );
  fill(db, v.cases, now, (i, at) => {
    const p = person(i * 7 + 3);
    // Only the last month's cases still wait for a lawyer (one in twenty); the older ones were taken up.
    const lawyer = i % 20 === 0 && at > now - 30 * 24 * HOUR_MS ? null : lawyers.get(p.region_id)![i % 2]!;
    const status = lawyer === null ? 1 : i % 5 < 3 ? 3 : 2;
    const type = CONSULTATION_TYPES[i % CONSULTATION_TYPES.length]!;
    const remind = status === 2 ? new Date(now + ((i % 30) - 10) * 24 * HOUR_MS).toISOString().slice(0, 10) : null;
    // A lawyer's tablet stamps the case: up to an hour off the order it reached the server in.
    const stamped = at - (i % 60) * 60_000;
    const id = insCase.run(
      `bench-case-${i}`,
      p.iin,
      p.name,
      p.phone,
      p.id,
      type,
      `Іс ${i}`,
      status,
      status === 3 ? OUTCOMES[i % OUTCOMES.length]! : null,
      remind,
      p.region_id,
      p.district_id,
      lawyer,
      lawyer ?? admin,
      stamped,
      // The lawyer called within hours; a finished case closed some weeks later (the response clock, ADR 094).
      lawyer === null ? null : stamped + 3 * HOUR_MS,
      status === 3 ? Math.min(now, stamped + (10 + (i % 30)) * 24 * HOUR_MS) : null,
    ).lastInsertRowid;
    insAudit.run('cases.create', lawyer ?? admin, 'consultation', String(id), p.id, JSON.stringify({ type }), stamped);
  });

  const insAgro = db.prepare(
    `INSERT INTO agro_applications (client_record_id, iin, name, phone, gender, birthday, region_id, district_id,
       village, answers, status, source, registered_by, created_at) VALUES (?, ?, ?, ?, ?, '1990-01-01', ?, ?, 'Ауыл', ?, ?, ?, ?, ?)`,
  );
  const insCourse = db.prepare(`INSERT INTO agro_application_courses (application_id, course) VALUES (?, ?)`);
  fill(db, v.agro, now, (i, at) => {
    const p = person(i * 11 + 5);
    // Most stay early in the workflow; a few reach funding or are rejected.
    const status = AGRO_STATUSES[[0, 0, 0, 1, 1, 2, 3, 4, 5, 6][i % 10]!]!;
    const office = i % 3 === 0;
    const id = Number(
      insAgro.run(
        `bench-agro-${i}`,
        p.iin,
        p.name,
        p.phone,
        i % 2 ? 'male' : 'female',
        p.region_id,
        p.district_id,
        JSON.stringify({ farm: 'yes' }),
        status,
        office ? 'office' : 'public',
        office ? admin : null,
        at,
      ).lastInsertRowid,
    );
    insCourse.run(id, AGRO_COURSES[i % AGRO_COURSES.length]!);
    if (i % 3 === 1) insCourse.run(id, AGRO_COURSES[(i + 3) % AGRO_COURSES.length]!);
    insAudit.run(
      'agro.apply',
      office ? admin : null,
      'agro_application',
      String(id),
      null,
      JSON.stringify({ status }),
      at,
    );
  });

  const insLead = db.prepare(
    `INSERT INTO property_leads (client_record_id, kind, name, phone, rooms, comment, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  fill(db, v.leads, now, (i, at) => {
    const p = person(i * 17 + 1);
    const kind = LEAD_KINDS[[0, 0, 1, 1, 1, 2, 3, 4, 5, 6][i % 10]!]!;
    const status = at < now - 14 * 24 * HOUR_MS ? LEAD_STATUSES[1 + (i % 4)]! : LEAD_STATUSES[i % 2]!;
    const stamped = at - (i % 30) * 60_000;
    const id = insLead.run(
      `bench-lead-${i}`,
      kind,
      p.name,
      p.phone,
      kind === 'booking' ? 1 + (i % 4) : null,
      kind === 'complaint' ? `Шағым ${i}` : null,
      status,
      stamped,
    ).lastInsertRowid;
    insAudit.run('property.lead', null, 'property_lead', String(id), null, JSON.stringify({ kind }), stamped);
  });

  const insJob = db.prepare(
    `INSERT INTO import_jobs (status, mode, format, target, file_name, source_name, total_rows, imported_rows,
       created_rows, error_rows, created_by, created_at, started_at, finished_at)
     VALUES (?, ?, 'xlsx', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  fill(db, v.importJobs, now, (i, at) => {
    const rows = 50 + (i % 400);
    const errors = i % 7 === 0 ? 3 : 0;
    const dry = i % 2 === 0;
    insJob.run(
      dry ? 'checked' : errors ? 'error' : 'success',
      dry ? 'dry' : 'real',
      i % 5 ? 'applicants' : 'agro',
      `list-${i}.xlsx`,
      `Аудан ${i % 40}`,
      rows,
      dry ? 0 : rows - errors,
      dry ? 0 : rows - errors,
      errors,
      operators[i % operators.length]!,
      at,
      at + 1000,
      at + 20_000,
    );
  });
}

/** A filter value and a deep "Next" cursor per list, for the bench's reads (halfway down each list). */
export function listSamples(db: Database.Database) {
  const at = (sql: string) => {
    const total = db.prepare(`SELECT count(*) FROM (${sql})`).pluck().get() as number;
    const row = db
      .prepare(`${sql} LIMIT 1 OFFSET ?`)
      .raw()
      .get(Math.floor(total / 2)) as [number, number];
    return encodeCursor(row[0], row[1]);
  };
  const lawyer = db
    .prepare(`SELECT id FROM users WHERE role_id = ? ORDER BY id LIMIT 1`)
    .pluck()
    .get(ROLES.lawyer) as number;
  return {
    lawyerId: lawyer,
    deep: {
      requests: at('SELECT created_at, id FROM requests ORDER BY created_at DESC, id DESC'),
      users: at('SELECT id, id FROM users ORDER BY id DESC'),
      cases: at('SELECT created_at, id FROM consultations ORDER BY created_at DESC, id DESC'),
      agro: at('SELECT created_at, id FROM agro_applications ORDER BY created_at DESC, id DESC'),
      leads: at('SELECT created_at, id FROM property_leads ORDER BY created_at DESC, id DESC'),
      importJobs: at('SELECT id, id FROM import_jobs ORDER BY id DESC'),
      userLog: at('SELECT id, id FROM user_actions ORDER BY id DESC'),
      flows: at(
        'SELECT start_date, id FROM flows WHERE archived_at IS NULL AND deleted_at IS NULL ORDER BY start_date DESC, id DESC',
      ),
    },
  };
}
