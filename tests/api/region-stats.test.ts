/**
 * Region statistics: an admin keeps each region's official figures with their source and date (checked
 * per field, audited); anyone reads the regions that have figures, named in their language.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userActions } from '../../db/schema.ts';
import { makeTestApp } from '../support/test-app.ts';
import { translated } from '../support/translated-errors.ts';

const t = makeTestApp();
afterAll(() => t.close());

const ABAI = 100000000;
const AKMOLA = 110000000;
const admin = await t.userWithRole('admin');

const FIGURES = { districts: 10, population: 603_000, rural_districts: 170, households: 190_000 };
const put = (region: number, body: object, token = admin.token) =>
  t.call('PUT', `/api/region-stats/${region}`, { token, body, locale: 'en' });

interface Stats {
  region_id: number;
  name: string;
  population: number | null;
  households: number | null;
  source: string;
  as_of: string;
}
const publicStats = async (locale: string) =>
  ((await (await t.call('GET', '/api/public/region-stats', { locale })).json()) as { data: Stats[] }).data;

describe('region statistics', () => {
  it('an admin saves the figures of a region with source and date; the public read names the region', async () => {
    expect(await publicStats('en')).toEqual([]);
    const res = await put(ABAI, { ...FIGURES, source: 'Bureau of National Statistics', as_of: '2025-01-01' });
    expect(res.status).toBe(200);
    const saved = await put(ABAI, { ...FIGURES, population: '612 500', source: 'BNS', as_of: '2026-01-01' });
    expect(saved.status).toBe(200);
    const [abai, ...rest] = await publicStats('en');
    expect(rest).toEqual([]);
    expect(abai).toMatchObject({ region_id: ABAI, name: 'Abai Region', population: 612_500, source: 'BNS' });
    expect((await publicStats('ru'))[0]!.name).toBe('область Абай');

    const log = t.db.select().from(userActions).where(eq(userActions.action, 'region_stats.updated'));
    const last = log.orderBy(desc(userActions.id)).get()!;
    expect(last).toMatchObject({ userId: admin.user.id, subjectId: String(ABAI) });
    expect(last.before).toMatchObject({ population: 603_000 });
    expect(last.after).toMatchObject({ population: 612_500, as_of: '2026-01-01' });
  });

  it('refuses each wrong field with its message id, translated by the form', async () => {
    const bad = await put(AKMOLA, {
      districts: -1,
      population: 1000,
      households: 2000,
      rural_districts: 2.5,
      source: '',
      as_of: '2999-01-01',
    });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      districts: ['validation.number.range'],
      rural_districts: ['validation.number.whole'],
      source: ['validation.required'],
    });
    const after = await put(AKMOLA, { population: 1000, households: 2000, source: 'BNS', as_of: '2999-01-01' });
    const second = ((await after.json()) as { errors: Record<string, string[]> }).errors;
    expect(second).toEqual({
      as_of: ['region_stats.as_of_future'],
      households: ['region_stats.households_over_population'],
    });
    expect(translated(second, 'kk').households![0]).not.toBe('region_stats.households_over_population');
    const empty = await put(AKMOLA, { source: 'BNS', as_of: '2025-01-01' });
    expect(((await empty.json()) as { errors: object }).errors).toEqual({ population: ['region_stats.no_figures'] });
    const tooMany = await put(AKMOLA, { population: 30_000_000, source: 'BNS', as_of: '2025-01-01' });
    expect(((await tooMany.json()) as { errors: object }).errors).toEqual({ population: ['validation.number.range'] });
  });

  it('only a KATO region has statistics; an admin removes them again', async () => {
    expect((await put(103200000, { ...FIGURES, source: 'BNS', as_of: '2025-01-01' })).status).toBe(404);
    expect((await put(AKMOLA, { households: 250_000, source: 'BNS', as_of: '2025-01-01' })).status).toBe(200);
    const list = await t.call('GET', '/api/region-stats', { token: admin.token });
    const regions = ((await list.json()) as { data: { region_id: number; stats: Stats | null }[] }).data;
    expect(regions).toHaveLength(20);
    expect(regions.find((r) => r.region_id === AKMOLA)!.stats).toMatchObject({ households: 250_000, population: null });
    expect((await t.call('DELETE', `/api/region-stats/${AKMOLA}`, { token: admin.token })).status).toBe(200);
    expect((await publicStats('en')).map((s) => s.region_id)).toEqual([ABAI]);
  });
});
