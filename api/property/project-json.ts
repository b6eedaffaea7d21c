/** A project as the API answers it: snake_case fields and the figures counted from its units (ADR 120). */
import type { propertyProjects } from '../../db/schema.ts';
import type { ProjectInput } from '../../contract/property.ts';
import { NO_UNITS, type ProjectCounts } from './units.ts';

type ProjectRow = typeof propertyProjects.$inferSelect;

export const projectJson = (p: ProjectRow, counts: ProjectCounts | undefined) => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  description: p.description,
  address: p.address,
  state: p.state,
  delivery_quarter: p.deliveryQuarter,
  delivery_year: p.deliveryYear,
  comfort_class: p.comfortClass,
  floors: p.floors,
  blocks: p.blocks,
  total_area_ha: p.totalAreaHa,
  ceiling_height: p.ceilingHeight,
  commercial_height: p.commercialHeight,
  lat: p.lat,
  lon: p.lon,
  master_plan: p.masterPlan,
  gallery: p.gallery,
  info_blocks: p.infoBlocks,
  published: p.published,
  ...(counts ?? NO_UNITS),
});

export const projectColumns = (v: ProjectInput) => ({
  kind: v.kind,
  name: v.name,
  description: v.description,
  address: v.address,
  state: v.state,
  deliveryQuarter: v.delivery_quarter ?? null,
  deliveryYear: v.delivery_year ?? null,
  comfortClass: v.comfort_class || null,
  floors: v.floors ?? null,
  blocks: v.blocks ?? null,
  totalAreaHa: v.total_area_ha ?? null,
  ceilingHeight: v.ceiling_height ?? null,
  commercialHeight: v.commercial_height ?? null,
  lat: v.lat ?? null,
  lon: v.lon ?? null,
  masterPlan: v.master_plan,
  gallery: v.gallery,
  infoBlocks: v.info_blocks,
  published: v.published,
});
