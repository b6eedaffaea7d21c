/** Reads of the region statistics: every region with its figures (admin) or only those given (public). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kato, regionStats } from '../../db/schema.ts';
import { katoName } from '../reference/kato-names.ts';
import type { Locale } from '../../contract/locale.ts';
import type { RegionStats } from '../../contract/region-stats.ts';

type Row = { k: typeof kato.$inferSelect; s: typeof regionStats.$inferSelect | null };

const regionName = (k: typeof kato.$inferSelect, locale: Locale) => katoName(k.id, locale) ?? k.nameRu;

const view = (k: Row['k'], s: NonNullable<Row['s']>, locale: Locale): RegionStats => ({
  region_id: k.id,
  name: regionName(k, locale),
  districts: s.districts,
  population: s.population,
  rural_districts: s.ruralDistricts,
  households: s.households,
  source: s.source,
  as_of: s.asOf,
  updated_at: s.updatedAt.toISOString(),
});

/** Every region in KATO order, with its figures or null. */
export function allRegions(db: Db, locale: Locale) {
  return db
    .select({ k: kato, s: regionStats })
    .from(kato)
    .leftJoin(regionStats, eq(regionStats.regionId, kato.id))
    .where(eq(kato.level, 1))
    .orderBy(asc(kato.sort))
    .all()
    .map(({ k, s }) => ({ region_id: k.id, name: regionName(k, locale), stats: s ? view(k, s, locale) : null }));
}

/** The regions that have figures, for the public page. */
export const givenRegions = (db: Db, locale: Locale): RegionStats[] =>
  allRegions(db, locale).flatMap((r) => (r.stats ? [r.stats] : []));
