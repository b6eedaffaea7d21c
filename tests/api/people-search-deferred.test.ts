/**
 * People a push or an import registers are indexed for search once, at the end of its transaction (ADR 131):
 * found by name, IIN and phone as soon as the push is answered, nothing left waiting, and the index exactly
 * what the people table says, including for a person rolled back, renamed or deleted inside the same push.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { device } from '../support/push.ts';
import { registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';
import { defineTestMutation } from '../support/test-mutations.ts';

/** Registers a person, then renames them, deletes them, or fails as a bug would, all in one record. */
const testPerson = defineTestMutation({
  name: 'test.person',
  roles: ['admin'],
  args: z.object({ name: z.string(), phone: z.string(), then: z.enum(['keep', 'rename', 'delete', 'throw']) }),
  apply(ctx, { name, phone, then }) {
    const { id } = ctx.tx.get<{ id: number }>(
      sql`INSERT INTO users (name, phone, role_id) VALUES (${name}, ${phone}, ${ROLES.applicant}) RETURNING id`,
    );
    if (then === 'rename') ctx.tx.run(sql`UPDATE users SET name = ${`${name} Жаңа`} WHERE id = ${id}`);
    if (then === 'delete') ctx.tx.run(sql`DELETE FROM users WHERE id = ${id}`);
    if (then === 'throw') throw new TypeError('a bug after the insert');
    return { entity: { type: 'user', id } };
  },
});

const t = makeTestApp({}, [testPerson]);
afterAll(() => t.close());
let admin = '';
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
});

const one = (q: string) => (t.db.$client.prepare(q).get() as { n: number }).n;
/** Nothing waits to be indexed and no deferral is left on. */
const settled = () =>
  one('SELECT (SELECT count(*) FROM people_search_backlog) + (SELECT count(*) FROM people_search_deferred) AS n');
/** FTS5's own check, against the people table itself (rank 1), that the index holds exactly its text. */
const indexMatchesTable = () =>
  t.db.$client.exec(`INSERT INTO users_search(users_search, rank) VALUES ('integrity-check', 1)`);

async function search(q: string): Promise<string[]> {
  const res = await t.call('GET', `/api/applications?${new URLSearchParams({ q })}`, { token: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { name: string }[] }).data.map((r) => r.name);
}

describe('people registered by a push', () => {
  it('are found by any part of the name, IIN and phone as soon as the push is answered', async () => {
    const tablet = device(t, admin);
    const forms = ['Ғалымжан Өтеуұлы Қуанышбеков', 'Әйгерім Сұлтанқызы Жолдасова', 'Іңкәр Бекболатқызы Үмбетова'].map(
      (fio) => registrationForm({ fio }),
    );
    for (const form of forms)
      expect((await tablet.push('registration.submit', { client_record_id: randomUUID(), form })).status).toBe(
        'applied',
      );
    expect(settled()).toBe(0);
    indexMatchesTable();
    expect(await search('қуанышбек')).toEqual([forms[0]!.fio]);
    expect(await search('ӘЙГЕРІМ')).toEqual([forms[1]!.fio]);
    expect(await search(forms[2]!.iin.slice(-5))).toEqual([forms[2]!.fio]);
    expect(await search(forms[1]!.phone.slice(-6))).toEqual([forms[1]!.fio]);
  });

  it('are indexed as the push leaves them: rolled back, renamed or deleted in the same record', async () => {
    const tablet = device(t, admin);
    const phone = (n: number) => `7709${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`;
    const results = [];
    for (const [i, then] of (['keep', 'rename', 'delete', 'throw'] as const).entries())
      results.push(await tablet.push('test.person', { name: `Бекзат Тестов ${then}`, phone: phone(i), then }));
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    expect(settled()).toBe(0);
    indexMatchesTable();
    const found = (text: string) => one(`SELECT count(*) AS n FROM users_search WHERE users_search MATCH '"${text}"'`);
    expect(found('Тестов keep')).toBe(1);
    expect(found('Тестов rename Жаңа')).toBe(1);
    expect(found('Тестов delete')).toBe(0);
    expect(found('Тестов throw')).toBe(0);
  });
});

describe('a deferral left committed by a fault', () => {
  it('is indexed the next time the database opens', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qaryzsyz-deferred-'));
    try {
      const file = join(dir, 'db.sqlite');
      const first = openDatabase(file);
      first.$client.exec(`INSERT INTO people_search_deferred VALUES (1)`);
      first.$client.exec(`INSERT INTO users (name, phone, role_id) VALUES ('Дархан Қалдыбаев', '77091112233', 1)`);
      expect(first.$client.prepare('SELECT count(*) AS n FROM people_search_backlog').get()).toEqual({ n: 1 });
      first.$client.close();

      const again = openDatabase(file);
      const n = (q: string) => (again.$client.prepare(q).get() as { n: number }).n;
      expect(n('SELECT count(*) AS n FROM people_search_backlog')).toBe(0);
      expect(n('SELECT count(*) AS n FROM people_search_deferred')).toBe(0);
      expect(n(`SELECT count(*) AS n FROM users_search WHERE users_search MATCH '"қалдыбаев"'`)).toBe(1);
      again.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
