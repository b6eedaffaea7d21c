/** A project item (infrastructure, near place, specification point, construction report) as the API answers it. */
import type { propertyItems } from '../../db/schema.ts';
import type { PropertyItemInput, PropertyItemType } from '../../contract/property-items.ts';

type ItemRow = typeof propertyItems.$inferSelect;

export const itemJson = (r: ItemRow) => ({
  id: r.id,
  project_id: r.projectId,
  type: r.type,
  category: r.category,
  title: r.title,
  body: r.body,
  image: r.image,
  photos: r.photos,
  month: r.month,
  quantity: r.quantity,
  x: r.x,
  y: r.y,
  distance_m: r.distanceM,
  published: r.published,
  sort: r.sort,
});

export const itemColumns = (type: PropertyItemType, v: PropertyItemInput) => ({
  projectId: v.project_id,
  type,
  category: v.category ?? null,
  title: v.title,
  body: v.body,
  image: v.image ?? null,
  photos: v.photos ?? [],
  month: v.month ?? null,
  quantity: v.quantity ?? null,
  x: v.x ?? null,
  y: v.y ?? null,
  distanceM: v.distance_m ?? null,
  published: v.published,
  sort: v.sort,
});
