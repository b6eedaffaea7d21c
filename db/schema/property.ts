import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  CALLBACK_TIMES,
  FINISHES,
  LEAD_KINDS,
  LEAD_OUTCOMES,
  LEAD_STATUSES,
  PROJECT_KINDS,
  PROJECT_STATES,
  SLOT_KINDS,
  UNIT_BASE_STATUSES,
  UNIT_HISTORY_SOURCES,
  UNIT_KINDS,
  UNIT_STATUSES,
} from '../../contract/property-values.ts';
import type { InfoBlock } from '../../contract/property-items.ts';
import { createdAt, type Localized } from './columns.ts';
import { users } from './core.ts';

/* ------------------------------------------------------------- property ------------------------------------------------------------- */

const localized = (name: string) => text(name, { mode: 'json' }).$type<Localized>().notNull().default({});

/**
 * A developer's project: residential, or commercial (the seed's `arena`). Apartment totals, "price from"
 * and the apartment area range are not columns: they are counted from the units (ADR 074, 120), so they
 * cannot disagree with the chessboard.
 */
export const propertyProjects = sqliteTable(
  'property_projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: PROJECT_KINDS }).notNull(),
    name: localized('name'),
    description: localized('description'),
    address: localized('address'),
    state: text('state', { enum: PROJECT_STATES }).notNull(),
    deliveryQuarter: integer('delivery_quarter'),
    deliveryYear: integer('delivery_year'),
    comfortClass: text('comfort_class'),
    floors: integer('floors'),
    blocks: integer('blocks'),
    totalAreaHa: real('total_area_ha'),
    ceilingHeight: real('ceiling_height'),
    /** Metres: the ceiling of the commercial premises' floors. */
    commercialHeight: real('commercial_height'),
    lat: real('lat'),
    lon: real('lon'),
    /** A content_media id: the site plan the infrastructure markers are drawn on. */
    masterPlan: text('master_plan'),
    /** content_media ids, in order. */
    gallery: text('gallery', { mode: 'json' }).$type<string[]>().notNull().default([]),
    infoBlocks: text('info_blocks', { mode: 'json' }).$type<InfoBlock[]>().notNull().default([]),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('property_projects_kind_idx').on(t.kind, t.published)],
);

export const propertyBuildings = sqliteTable(
  'property_buildings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => propertyProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('property_buildings_project_idx').on(t.projectId)],
);

/** One cell of the chessboard. `status` is what an editor set; a live reservation shows it as reserved. */
export const propertyUnits = sqliteTable(
  'property_units',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => propertyBuildings.id, { onDelete: 'cascade' }),
    section: integer('section').notNull(),
    floor: integer('floor').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: UNIT_KINDS }).notNull().default('apartment'),
    rooms: integer('rooms'),
    area: real('area').notNull(),
    /** Whole tenge. */
    price: integer('price').notNull(),
    finish: text('finish', { enum: FINISHES }).notNull().default('none'),
    layoutImage: text('layout_image'),
    /** A content_media id of a PDF (ADR 105). */
    layoutPdf: text('layout_pdf'),
    status: text('status', { enum: UNIT_BASE_STATUSES }).notNull().default('available'),
    /** When the price or status last changed: the chessboard's "prices as of". */
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('property_units_cell_idx').on(t.buildingId, t.section, t.number)],
);

/**
 * A webinar or a showroom viewing an editor opens for sign-ups, with a number of seats. `taken` moves
 * only by a conditional update (`taken < capacity`) and the CHECK forbids more: the guarantee is the
 * database's, not a count read before the write (ADR 106).
 */
export const propertySlots = sqliteTable(
  'property_slots',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: SLOT_KINDS }).notNull(),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    /** The webinar's topic or the showroom's address, in four languages. */
    title: localized('title'),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_slots_kind_idx').on(t.kind, t.startsAt),
    check('property_slots_capacity_check', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.capacity}`),
  ],
);

/** Leads of every kind (booking, callback, …) from the public site, each stored once per device record. */
export const propertyLeads = sqliteTable(
  'property_leads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientRecordId: text('client_record_id').notNull().unique(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    rooms: integer('rooms'),
    unitId: integer('unit_id').references(() => propertyUnits.id, { onDelete: 'set null' }),
    comment: text('comment'),
    /** The webinar or showroom slot a sign-up asked for; `outcome` says whether it got a seat. */
    slotId: integer('slot_id').references(() => propertySlots.id, { onDelete: 'set null' }),
    /** When a callback suits the person (null: any time). */
    preferredTime: text('preferred_time', { enum: CALLBACK_TIMES }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    outcome: text('outcome', { enum: LEAD_OUTCOMES }),
    createdAt: createdAt(),
  },
  // The inbox is newest first, by itself or filtered by status or kind: each reads only its page (ADR 123).
  (t) => [
    index('property_leads_status_idx').on(t.status, t.createdAt),
    index('property_leads_kind_idx').on(t.kind, t.createdAt),
    index('property_leads_created_idx').on(t.createdAt),
  ],
);

/**
 * A unit held for a booking until `expiresAt`. At most one unreleased row per unit: the partial unique
 * index is the guarantee (ADR 075), not a read before the write.
 */
export const propertyReservations = sqliteTable(
  'property_reservations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => propertyLeads.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('property_reservations_one_active_idx')
      .on(t.unitId)
      .where(sql`released_at IS NULL`),
  ],
);

/**
 * Every status a unit had, the status it was before (as people saw it: `reserved` while a hold was
 * live), who or what set it (an editor, a bulk move, a booking, an expiry, an import, the leads inbox)
 * and when. Rows written before `from_status` existed have it NULL; the API reads it from the row before.
 */
export const propertyUnitHistory = sqliteTable(
  'property_unit_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'cascade' }),
    status: text('status', { enum: UNIT_STATUSES }).notNull(),
    fromStatus: text('from_status', { enum: UNIT_STATUSES }),
    source: text('source', { enum: UNIT_HISTORY_SOURCES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => propertyLeads.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('property_unit_history_unit_idx').on(t.unitId, t.at)],
);
