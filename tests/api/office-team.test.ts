/**
 * The foundation's project office table is the "team" content: a fresh install starts with the 12
 * seeded members (published, in order, in each language); what an admin adds or deletes is what the
 * public list serves, and a restart never brings a deleted member back.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

interface Member {
  id: number;
  name: string;
  position: string | null;
  group: string | null;
}
const office = async (locale: string) => {
  const res = await t.call('GET', '/api/public/team?page=1&per_page=100', { locale });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Member[]; meta: { total: number } }).data;
};

describe('project office members', () => {
  it('a fresh install serves the 12 seeded members, named in the language asked for', async () => {
    const en = await office('en');
    expect(en).toHaveLength(12);
    expect(en[0]).toMatchObject({
      name: 'Akhmetov Yerlan',
      position: 'Head of the project office',
      group: 'Management',
    });
    const kk = await office('kk');
    expect(kk[0]).toMatchObject({ name: 'Ахметов Ерлан', position: 'Жобалық кеңсе жетекшісі', group: 'Басқару' });
  });

  it('an admin adds and deletes members; a restart does not seed the deleted ones again', async () => {
    const admin = await t.userWithRole('admin');
    const made = await t.call('POST', '/api/team', {
      token: admin.token,
      body: {
        name: { kk: 'Нұрланова Сәуле', ru: 'Нурланова Сауле', en: 'Nurlanova Saule', zh: 'Nurlanova Saule' },
        position: { ru: 'Экономист', en: 'Economist' },
        group: { ru: 'Экономика', en: 'Economy' },
        sort: 100,
        published: true,
      },
    });
    expect(made.status).toBe(201);
    const seeded = await office('en');
    expect(seeded.at(-1)).toMatchObject({ name: 'Nurlanova Saule', position: 'Economist', group: 'Economy' });

    for (const m of seeded.slice(0, 12))
      expect((await t.call('DELETE', `/api/team/${m.id}`, { token: admin.token })).status).toBe(200);
    seedReferenceData(t.db);
    expect((await office('en')).map((m) => m.name)).toEqual(['Nurlanova Saule']);
  });
});
