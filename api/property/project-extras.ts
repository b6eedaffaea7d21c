/**
 * What the public project page shows beside the figures: the master plan with its infrastructure
 * markers, near places, the specification, info blocks, the gallery, construction reports newest first
 * and the commercial premises. Published items only; pictures with their stored size. It rides in the
 * one project answer, so the service worker's saved copy opens the whole page offline.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { propertyItems, type propertyProjects } from '../../db/schema.ts';
import { mediaInfo } from './media-check.ts';
import { commercialUnitsOfProject } from './units.ts';

type ProjectRow = typeof propertyProjects.$inferSelect;
const t = propertyItems;

export function projectExtras(db: Db, p: ProjectRow) {
  const items = db
    .select()
    .from(t)
    .where(and(eq(t.projectId, p.id), eq(t.published, true)))
    .orderBy(desc(t.month), asc(t.sort), asc(t.id))
    .all();
  const media = mediaInfo(db, [p.masterPlan, ...p.gallery, ...items.flatMap((i) => [i.image, ...i.photos])]);
  const pic = (id: string | null) => (id ? (media.get(id) ?? null) : null);
  const pics = (ids: string[]) => ids.flatMap((id) => media.get(id) ?? []);
  const ofType = (type: (typeof items)[number]['type']) => items.filter((i) => i.type === type);
  const common = (i: (typeof items)[number]) => ({
    id: i.id,
    category: i.category ?? 'other',
    title: i.title,
    body: i.body,
    image: pic(i.image),
  });
  return {
    master_plan: pic(p.masterPlan),
    gallery: pics(p.gallery),
    info_blocks: p.infoBlocks,
    infrastructure: ofType('infrastructure').map((i) => ({ ...common(i), quantity: i.quantity, x: i.x, y: i.y })),
    near: ofType('near')
      .map((i) => ({ ...common(i), distance_m: i.distanceM ?? 0 }))
      .sort((a, b) => a.distance_m - b.distance_m),
    specification: ofType('specification').map(common),
    // Newest month first (the query's order).
    progress: ofType('progress').map((i) => ({
      id: i.id,
      month: i.month ?? '',
      title: i.title,
      body: i.body,
      photos: pics(i.photos),
    })),
    commercial_units: commercialUnitsOfProject(db, p.id),
  };
}
