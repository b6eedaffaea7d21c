/**
 * The trainer report reads per-flow counters that triggers keep (migration 0025). After hundreds of random
 * status changes, moves between flows, soft deletes, restores, removals and attendance marks set, flipped,
 * moved and removed, the counters equal what counting the applications and cells gives, flow by flow.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { trainerReport } from '../../api/reports/trainers.ts';
import { ROLES } from '../../db/roles.ts';
import { seedApplications, twoRegions } from '../support/applications.ts';
import { insertFlow } from '../support/flows.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
const sql = t.db.$client;

const places = twoRegions(t.db);
const trainer = sql
  .prepare('INSERT INTO users (name, phone, role_id) VALUES (?, ?, ?) RETURNING id')
  .pluck()
  .get('Тренер Санақ', '77059990001', ROLES.trainer) as number;
const flowIds = places.map((p) => insertFlow(t.db, { ...p, trainerId: trainer }).id);
seedApplications(t.db, 400, { registrars: [], flowId: flowIds[0]! });

/** A small deterministic generator, so a failure can be replayed. */
let state = 7;
const rand = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), Math.floor(state / 2 ** 15) % n);
const STATUSES = ['applied', 'started', 'completed', 'not_completed'];

const markOf = (flowId: number, appId: number, day: number, present: number) =>
  sql
    .prepare(
      `INSERT INTO attendance_marks (flow_id, application_id, day, present, marked_at, received_at)
       VALUES (?, ?, ?, ?, 0, 0) RETURNING id`,
    )
    .pluck()
    .get(flowId, appId, day, present) as number;

function churn(steps: number) {
  const ids = () => sql.prepare('SELECT id FROM applications').pluck().all() as number[];
  let all = ids();
  for (let i = 0; i < steps; i++) {
    const id = all[rand(all.length)]!;
    const flow = flowIds[rand(flowIds.length)]!;
    switch (rand(9)) {
      case 0:
        sql.prepare('UPDATE applications SET status = ? WHERE id = ?').run(STATUSES[rand(4)], id);
        break;
      case 1:
        sql.prepare('UPDATE applications SET flow_id = ? WHERE id = ?').run(rand(4) ? flow : null, id);
        break;
      case 2:
        sql.prepare('UPDATE applications SET deleted_at = ? WHERE id = ?').run(Date.now(), id);
        break;
      case 3:
        sql.prepare('UPDATE applications SET deleted_at = NULL WHERE id = ?').run(id);
        break;
      case 4: {
        const day = 1 + rand(5);
        const present = rand(2);
        sql
          .prepare(
            `INSERT INTO attendance_cells (flow_id, application_id, day, present, marked_at, mark_id)
             VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET present = excluded.present`,
          )
          .run(flow, id, day, present, Date.now(), markOf(flow, id, day, present));
        break;
      }
      case 5:
        sql.prepare('UPDATE attendance_cells SET present = 1 - present WHERE application_id = ?').run(id);
        break;
      case 6:
        sql.prepare('UPDATE OR IGNORE attendance_cells SET flow_id = ? WHERE application_id = ?').run(flow, id);
        break;
      case 7:
        sql.prepare('DELETE FROM attendance_cells WHERE application_id = ?').run(id);
        break;
      default:
        if (sql.prepare('SELECT 1 FROM attendance_cells WHERE application_id = ?').get(id)) break;
        sql.prepare('DELETE FROM attendance_marks WHERE application_id = ?').run(id);
        sql.prepare('DELETE FROM applications WHERE id = ?').run(id);
        all = ids();
    }
  }
}

const counted = () =>
  sql
    .prepare(
      `SELECT f.id AS flow_id, ${['students', 'completed', 'not_completed', 'marked', 'present'].map((c) => `coalesce(n.${c}, 0) AS ${c}`).join(', ')}
       FROM flows f LEFT JOIN flow_counts n ON n.flow_id = f.id ORDER BY f.id`,
    )
    .all();
const live = () =>
  sql
    .prepare(
      `SELECT f.id AS flow_id,
         (SELECT count(*) FROM applications a WHERE a.flow_id = f.id AND a.deleted_at IS NULL) AS students,
         (SELECT count(*) FROM applications a WHERE a.flow_id = f.id AND a.deleted_at IS NULL AND a.status = 'completed') AS completed,
         (SELECT count(*) FROM applications a WHERE a.flow_id = f.id AND a.deleted_at IS NULL AND a.status = 'not_completed') AS not_completed,
         (SELECT count(*) FROM attendance_cells c WHERE c.flow_id = f.id) AS marked,
         (SELECT count(*) FROM attendance_cells c WHERE c.flow_id = f.id AND c.present) AS present
       FROM flows f ORDER BY f.id`,
    )
    .all();

describe('the trainer report counters', () => {
  it('agree with counting applications and attendance cells after random changes', () => {
    churn(1_500);
    const expected = live() as { students: number; marked: number }[];
    expect(counted()).toEqual(expected);
    // the comparison compared numbers, not empty rows
    expect(expected.reduce((s, r) => s + r.students, 0)).toBeGreaterThan(20);
    expect(expected.reduce((s, r) => s + r.marked, 0)).toBeGreaterThan(20);
  });

  it('give the trainer report its totals', () => {
    const rows = live() as { students: number; completed: number; marked: number; present: number }[];
    const sum = (k: 'students' | 'completed' | 'marked' | 'present') => rows.reduce((s, r) => s + r[k], 0);
    const report = trainerReport(t.db, { kind: 'all' });
    expect(report.totals).toMatchObject({
      flows: flowIds.length,
      students: sum('students'),
      completed: sum('completed'),
    });
    expect(report.totals.attendance_rate).toBe(Math.round((sum('present') / sum('marked')) * 1000) / 10);
  });

  it('forget a deleted flow, so a reused id starts from zero', () => {
    const flow = insertFlow(t.db, { ...places[0]!, trainerId: trainer }).id;
    const app = sql.prepare('SELECT id FROM applications LIMIT 1').pluck().get() as number;
    sql.prepare('UPDATE applications SET flow_id = ? WHERE id = ?').run(flow, app);
    sql.prepare('UPDATE applications SET flow_id = NULL WHERE id = ?').run(app);
    sql.prepare('DELETE FROM flows WHERE id = ?').run(flow);
    expect(sql.prepare('SELECT * FROM flow_counts WHERE flow_id = ?').get(flow)).toBeUndefined();
  });
});
