/** Accounts, sessions, the KATO hierarchy, the user-action log, office contacts and settings. */
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, type Localized } from './columns.ts';

export const roles = sqliteTable('roles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    iin: text('iin').unique(),
    email: text('email'),
    phone: text('phone').notNull().unique(),
    phone2: text('phone_2'),
    passwordHash: text('password_hash'),
    roleId: integer('role_id')
      .notNull()
      .default(1)
      .references(() => roles.id),
    regionId: integer('region_id').references(() => kato.id),
    districtId: integer('district_id').references(() => kato.id),
    districtIds: text('district_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
    locality: text('locality'),
    blockedAt: integer('blocked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  // By name: the applications list sorted by name walks this and stops after a page.
  (t) => [index('users_role_idx').on(t.roleId), index('users_name_idx').on(t.name)],
);

/** Bearer sessions: only the SHA-256 of the token is stored, so a copied database grants nothing. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** KATO hierarchy: level 1 region, 2 district or city, 3 rural okrug; id is the 9-digit KATO code. */
export const kato = sqliteTable(
  'kato',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    type: text('type'),
    nameKk: text('name_kk').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull(),
  },
  (t) => [index('kato_parent_idx').on(t.parentId)],
);

/** The region and district a record must name (a flow, an agro application), as KATO codes. */
export const requiredPlace = () => ({
  regionId: integer('region_id')
    .notNull()
    .references(() => kato.id),
  districtId: integer('district_id')
    .notNull()
    .references(() => kato.id),
});

/** The user-action log: who did what to whom, with the values before and after. */
export const userActions = sqliteTable(
  'user_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    changedUserId: integer('changed_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_actions_user_idx').on(t.userId),
    index('user_actions_subject_idx').on(t.subjectType, t.subjectId),
    index('user_actions_created_idx').on(t.createdAt),
    // The log's action filter, newest first, and its list of actions (api/user-logs/routes.ts).
    index('user_actions_action_idx').on(t.action, t.id),
  ],
);

/** Office contacts shown on the public site. */
export const contacts = sqliteTable('contacts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title', { mode: 'json' }).$type<Localized>().notNull(),
  address: text('address', { mode: 'json' }).$type<Localized>().notNull(),
  workingHours: text('working_hours', { mode: 'json' }).$type<Localized>().notNull(),
  responsible: text('responsible'),
  phone: text('phone'),
  lat: real('lat'),
  lon: real('lon'),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/** Settings an admin can change (contest window, completion threshold, …), one JSON value per key. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});
