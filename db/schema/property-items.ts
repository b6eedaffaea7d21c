import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PROPERTY_ITEM_TYPES } from '../../contract/property-items.ts';
import { createdAt, type Localized } from './columns.ts';
import { propertyProjects } from './property.ts';

/* ---------------------------------------------------------- property items ---------------------------------------------------------- */

const localized = (name: string) => text(name, { mode: 'json' }).$type<Localized>().notNull().default({});

/**
 * A project's infrastructure, near places, specification points and monthly construction reports in one
 * table (ADR 104): they share the project, four-language texts, a picture, a published flag and an
 * order; each type uses its own few columns (a marker's x/y on the master plan in percent, a near
 * place's distance, a report's month and photos).
 */
export const propertyItems = sqliteTable(
  'property_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => propertyProjects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PROPERTY_ITEM_TYPES }).notNull(),
    category: text('category'),
    title: localized('title'),
    body: localized('body'),
    /** A content_media id. */
    image: text('image'),
    /** content_media ids, in order. */
    photos: text('photos', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** YYYY-MM of a construction report. */
    month: text('month'),
    quantity: integer('quantity'),
    x: real('x'),
    y: real('y'),
    distanceM: integer('distance_m'),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('property_items_project_idx').on(t.projectId, t.type, t.published),
    // One construction report per project and month.
    uniqueIndex('property_items_month_idx')
      .on(t.projectId, t.month)
      .where(sql`type = 'progress'`),
  ],
);
