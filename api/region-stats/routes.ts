/**
 * Region statistics: admins keep the official figures of each region (with their source and date);
 * anyone reads those given (GET /api/public/region-stats, cached offline like other public reads).
 * Every change is in the user-action log with the figures before and after.
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { kato, regionStats } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { notFound } from '../lib/problem.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { regionStatsSchema } from '../../contract/region-stats.ts';
import { allRegions, givenRegions } from './query.ts';

const admins = requireRole('admin');

/** The region of the path, when it is a KATO region (level 1); else the 404 to answer. */
function region(c: Context<AppEnv>): number | null {
  const id = Number(c.req.param('region'));
  const row = c.var.db
    .select({ id: kato.id })
    .from(kato)
    .where(and(eq(kato.id, id), eq(kato.level, 1)))
    .get();
  return row ? row.id : null;
}

const snapshot = (row: typeof regionStats.$inferSelect | undefined) =>
  row && {
    districts: row.districts,
    population: row.population,
    rural_districts: row.ruralDistricts,
    households: row.households,
    source: row.source,
    as_of: row.asOf,
  };

export const publicRegionStats = new Hono<AppEnv>().get('/', (c) =>
  c.json({ data: givenRegions(c.var.db, c.var.locale) }),
);

export const regionStatsAdmin = new Hono<AppEnv>()
  .get('/', admins, (c) => c.json({ data: allRegions(c.var.db, c.var.locale) }))
  .put('/:region{[0-9]+}', admins, validate('json', regionStatsSchema), (c) => {
    const { db, user, ip, locale } = c.var;
    const id = region(c);
    if (id === null) throw notFound();
    const v = c.req.valid('json');
    const values = {
      districts: v.districts,
      population: v.population,
      ruralDistricts: v.rural_districts,
      households: v.households,
      source: v.source,
      asOf: v.as_of,
      updatedBy: user!.id,
      updatedAt: new Date(),
    };
    db.transaction((tx) => {
      const before = tx.select().from(regionStats).where(eq(regionStats.regionId, id)).get();
      tx.insert(regionStats)
        .values({ regionId: id, ...values })
        .onConflictDoUpdate({ target: regionStats.regionId, set: values })
        .run();
      audit(tx, {
        action: 'region_stats.updated',
        userId: user!.id,
        subjectType: 'region',
        subjectId: id,
        before: snapshot(before) ?? null,
        after: snapshot(tx.select().from(regionStats).where(eq(regionStats.regionId, id)).get()),
        ip,
      });
    });
    return c.json({ data: allRegions(db, locale).find((r) => r.region_id === id)! });
  })
  .delete('/:region{[0-9]+}', admins, (c) => {
    const { db, user, ip } = c.var;
    const id = region(c);
    if (id === null) throw notFound();
    db.transaction((tx) => {
      const before = tx.select().from(regionStats).where(eq(regionStats.regionId, id)).get();
      if (!before) return;
      tx.delete(regionStats).where(eq(regionStats.regionId, id)).run();
      audit(tx, {
        action: 'region_stats.deleted',
        userId: user!.id,
        subjectType: 'region',
        subjectId: id,
        before: snapshot(before),
        ip,
      });
    });
    return c.json({ data: { region_id: id, deleted: true } });
  });
