import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';

/* ---------------------------------------------------------- public requests ---------------------------------------------------------- */

/**
 * Requests sent from the public site's forms (contact, forecast table, lead, consultation). The device's
 * UUID is unique, so a form sent twice (offline retries) is stored once.
 */
export const requests = sqliteTable(
  'requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientRecordId: text('client_record_id').notNull().unique(),
    kind: text('kind', { enum: ['contact', 'forecast', 'lead', 'consultation'] }).notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    locale: text('locale'),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
    serverVersion: integer('server_version').notNull().default(0),
  },
  // The inbox is newest first under any choice of its two filters: each reads only its page (ADR 123).
  (t) => [
    index('requests_kind_status_created_idx').on(t.kind, t.status, t.createdAt),
    index('requests_kind_created_idx').on(t.kind, t.createdAt),
    index('requests_status_created_idx').on(t.status, t.createdAt),
    index('requests_created_idx').on(t.createdAt),
  ],
);
