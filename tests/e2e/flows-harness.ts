/**
 * Data for the attendance e2e tests, written straight into the running server's SQLite (registration is
 * another feature): a trainer with a password, a flow, and its participants.
 */
import type Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { hashPassword } from '../../api/lib/password.ts';
import { writeServerDb } from './server-db.ts';

const withDb = writeServerDb;

const nextVersion = (db: Database.Database) =>
  (
    db
      .prepare(
        `INSERT INTO counters (name, value) VALUES ('server_version', 1)
         ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
      )
      .get() as { value: number }
  ).value;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A trainer and a current flow of `size` participants; returns what the test needs to sign in and check. */
export async function trainerWithFlow(tag: string, size: number, waiting = 0) {
  const base = Math.floor(Math.random() * 9e7);
  const phone = `771${String(base).padStart(8, '0')}`;
  const password = `trainer-${tag}-secret`;
  const hash = await hashPassword(password);
  return withDb((db) =>
    db.transaction(() => {
      // A district of its own, where no other test registers anyone (others take the first districts):
      // the waiting list then holds only this test's people.
      const district = db
        .prepare(
          `SELECT id, parent_id FROM kato k WHERE level = 2
           AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.lesson_district_id = k.id)
           AND NOT EXISTS (SELECT 1 FROM flows f WHERE f.district_id = k.id)
           AND id NOT IN (SELECT id FROM kato WHERE level = 2 ORDER BY sort LIMIT 10)
           ORDER BY random() LIMIT 1`,
        )
        .get() as {
        id: number;
        parent_id: number;
      };
      const trainerId = db
        .prepare('INSERT INTO users (name, phone, password_hash, role_id) VALUES (?, ?, ?, 3) RETURNING id')
        .pluck()
        .get(`Тренер ${tag}`, phone, hash) as number;
      const flowId = db
        .prepare(
          `INSERT INTO flows (title, start_date, end_date, region_id, district_id, trainer_id, address, capacity, server_version)
           VALUES (?, ?, ?, ?, ?, ?, 'Ауылдық клуб', 70, ?) RETURNING id`,
        )
        .pluck()
        .get(
          `Ағын ${tag}`,
          isoDay(0),
          isoDay(10),
          district.parent_id,
          district.id,
          trainerId,
          nextVersion(db),
        ) as number;
      const applicationIds: number[] = [];
      for (let i = 1; i <= size; i++) {
        const userId = db
          .prepare('INSERT INTO users (name, phone, role_id) VALUES (?, ?, 1) RETURNING id')
          .pluck()
          .get(`${tag} ${String(i).padStart(2, '0')}`, `772${String(base + i).padStart(8, '0')}`) as number;
        applicationIds.push(
          db
            .prepare(
              `INSERT INTO applications (applicant_id, status, lesson_region_id, lesson_district_id, flow_id, server_version)
               VALUES (?, 'applied', ?, ?, ?, ?) RETURNING id`,
            )
            .pluck()
            .get(userId, district.parent_id, district.id, flowId, nextVersion(db)) as number,
        );
      }
      for (let i = 1; i <= waiting; i++) {
        const userId = db
          .prepare('INSERT INTO users (name, phone, role_id) VALUES (?, ?, 1) RETURNING id')
          .pluck()
          .get(`${tag} ожидает ${i}`, `773${String(base + i).padStart(8, '0')}`) as number;
        db.prepare(
          `INSERT INTO applications (applicant_id, status, lesson_region_id, lesson_district_id) VALUES (?, 'applied', ?, ?)`,
        ).run(userId, district.parent_id, district.id);
      }
      return {
        phone,
        password,
        flowId,
        applicationIds,
        regionId: district.parent_id,
        districtId: district.id,
        trainerId,
      };
    })(),
  );
}

/** A flow of the trainer with this phone, from `from` to `to` days from today, with nobody in it yet. */
export const flowForTrainer = (phone: string, title: string, from: number, to: number) =>
  withDb(
    (db) =>
      db
        .prepare(
          `INSERT INTO flows (title, start_date, end_date, region_id, district_id, trainer_id, address, capacity, server_version)
         SELECT ?, ?, ?, k.parent_id, k.id, u.id, 'Ауылдық клуб', 70, ?
         FROM users u, kato k WHERE u.phone = ? AND k.level = 2 ORDER BY k.sort DESC LIMIT 1 RETURNING id`,
        )
        .pluck()
        .get(title, isoDay(from), isoDay(to), nextVersion(db), phone) as number,
  );

/** Archives a flow as deleting one with attendance does (ADR 058), without the marks' set-up. */
export const archiveFlow = (flowId: number) =>
  withDb((db) =>
    db
      .prepare('UPDATE flows SET archived_at = ?, server_version = ? WHERE id = ?')
      .run(Date.now(), nextVersion(db), flowId),
  );

export const statusesOf = (ids: number[]) =>
  withDb(
    (db) =>
      db
        .prepare(
          `SELECT status, count(*) AS n FROM applications WHERE id IN (${ids.map(() => '?').join(',')}) GROUP BY status`,
        )
        .all(...ids) as { status: string; n: number }[],
  ).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: r.n }), {});

export const marksOf = (applicationId: number) =>
  withDb(
    (db) =>
      db
        .prepare('SELECT day, present FROM attendance_marks WHERE application_id = ? ORDER BY id')
        .all(applicationId) as { day: number; present: number }[],
  );

/** Signs in through the real login form and lands on the trainer's flows. */
export async function signInAsTrainer(page: Page, phone: string, password: string) {
  await page.goto('/ru/admin/login?from=/ru/trainer');
  await page.getByLabel(/Телефон/).fill(phone);
  await page.getByLabel(/Пароль/).fill(password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
  // The path, not the whole URL: the login page's own `?from=/ru/trainer` ends the same way.
  await page.waitForURL((url) => url.pathname === '/ru/trainer');
}
