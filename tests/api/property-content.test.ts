/**
 * The developer site's pages as content types (issue 18 point 9): promotions naming their project,
 * vacancies, investor information and partner programmes through the one content resource — editors
 * write them (audited), the public reads published ones in its language.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userActions } from '../../db/schema.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const post = async (token: string, path: string, body: object) => {
  const res = await t.call('POST', path, { token, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data;
};
const list = async (path: string) =>
  ((await (await t.call('GET', path, { locale: 'en' })).json()) as { data: Record<string, unknown>[] }).data;

describe('developer site content', () => {
  it('promotions name their project; vacancies, investor pages and partner programmes are published content', async () => {
    const { token } = await t.userWithRole('expert');
    const promo = await post(token, '/api/promotions', {
      title: { en: 'Parking as a gift', ru: 'Паркинг в подарок' },
      summary: { en: 'With every 3-room flat' },
      project_id: 7,
      valid_until: '2026-12-31',
      published: true,
    });
    await post(token, '/api/promotions', { title: { en: 'Draft' } });
    await post(token, '/api/vacancies', {
      title: { ru: 'Прораб' },
      place: { ru: 'Астана' },
      salary: { ru: 'от 600 000 ₸' },
      published: true,
    });
    await post(token, '/api/investors', {
      title: { en: 'Annual report' },
      body: { en: '<p>Figures</p>' },
      published: true,
    });
    await post(token, '/api/partner-programmes', {
      name: { en: 'Otbasy Bank 7-20-25' },
      url: 'https://hcsbk.kz',
      published: true,
    });

    expect(await list('/api/public/promotions')).toEqual([
      expect.objectContaining({ id: promo.id, title: 'Parking as a gift', project_id: 7, valid_until: '2026-12-31' }),
    ]);
    expect(await list('/api/public/vacancies')).toEqual([
      expect.objectContaining({ title: 'Прораб', place: 'Астана', salary: 'от 600 000 ₸' }),
    ]);
    expect(await list('/api/public/investors')).toEqual([expect.objectContaining({ title: 'Annual report' })]);
    expect(await list('/api/public/partner-programmes')).toEqual([
      expect.objectContaining({ name: 'Otbasy Bank 7-20-25', url: 'https://hcsbk.kz' }),
    ]);
    expect((await t.call('GET', `/api/public/promotions/${promo.id}`)).status).toBe(200);
    const logged = t.db.select().from(userActions).where(eq(userActions.subjectType, 'promotion')).all();
    expect(logged).toHaveLength(2);
  });
});
