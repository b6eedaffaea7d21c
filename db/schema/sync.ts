import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './core.ts';

/* ---------------------------------------------------------------- sync ---------------------------------------------------------------- */

/** One row per device: the last mutation id applied for it, advanced in the same transaction as the change. */
export const syncClients = sqliteTable(
  'sync_clients',
  {
    clientId: text('client_id').primaryKey(),
    /** The last user who pushed from this device; null for anonymous public forms. */
    userId: integer('user_id').references(() => users.id),
    lastMutationId: integer('last_mutation_id').notNull().default(0),
    /**
     * The last mutation id of this device held in a verified off-site backup: the device may forget what it
     * sent up to here, because even a restore gives it back. Only ever raised.
     */
    safeMutationId: integer('safe_mutation_id').notNull().default(0),
    /**
     * SHA-256 of the secret the device made with its id: the first device to register or push owns the
     * id, and every later push must present the same secret (a guessed or leaked id alone changes nothing).
     */
    secretHash: text('secret_hash'),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
  },
  // The admin dashboard's sync health: devices heard from lately, and each staff member's silent devices.
  (t) => [
    index('sync_clients_seen_idx').on(t.lastSeenAt),
    index('sync_clients_user_seen_idx').on(t.userId, t.lastSeenAt),
  ],
);

/** The first answer to each mutation, so a repeat is answered `duplicate` with the same result. */
export const syncResults = sqliteTable(
  'sync_results',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id').notNull(),
    name: text('name').notNull(),
    /** SHA-256 of name + args as first received: a repeat is `duplicate` only when it is the same record. */
    argsHash: text('args_hash'),
    status: text('status', { enum: ['applied', 'rejected'] }).notNull(),
    errors: text('errors', { mode: 'json' }).$type<Record<string, string[]> | null>(),
    entity: text('entity', { mode: 'json' }).$type<{ type: string; id: string | number } | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.mutationId] }),
    // Rejections are few among millions of results: the dashboard counts the last day's from this alone.
    index('sync_results_rejected_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'rejected'`),
  ],
);

/**
 * Small facts about this server's data, e.g. `epoch`: a random id written anew by every restore, so a device
 * learns the server went back in time (absent = the initial epoch).
 */
export const serverState = sqliteTable('server_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Monotonic counters; `server_version` stamps every synced row so pull can ask "what changed since N". */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** Uploaded files (photos, documents). Bytes live under DATA_DIR/files, never web-served directly. */
export const files = sqliteTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['uploading', 'complete'] }).notNull(),
    createdAt: createdAt(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
