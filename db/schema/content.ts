import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, type Localized } from './columns.ts';
import { users } from './core.ts';

/* -------------------------------------------------------------- content --------------------------------------------------------------- */
/*
 * What admins publish on the public site. Every table has the same bookkeeping columns, and one
 * column per field described in contract/content.ts (JS key = camelCase of the field name).
 */

const contentColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  published: integer('published', { mode: 'boolean' }).notNull().default(false),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  sort: integer('sort').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});
const localized = (name: string) => text(name, { mode: 'json' }).$type<Localized>().notNull().default({});
const storyColumns = () => ({
  ...contentColumns(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  image: text('image'),
  video: text('video'),
});

export const news = sqliteTable('news', storyColumns(), (t) => [index('news_published_idx').on(t.published)]);
export const stock = sqliteTable('stock', storyColumns(), (t) => [index('stock_published_idx').on(t.published)]);
export const articles = sqliteTable('articles', storyColumns(), (t) => [
  index('articles_published_idx').on(t.published),
]);

export const galleryItems = sqliteTable('gallery_items', {
  ...contentColumns(),
  title: localized('title'),
  kind: text('kind').notNull().default('photo'),
  album: localized('album'),
  image: text('image'),
  videoFile: text('video_file'),
  video: text('video'),
});

export const faqs = sqliteTable('faqs', {
  ...contentColumns(),
  question: localized('question'),
  answer: localized('answer'),
});

export const experts = sqliteTable('experts', {
  ...contentColumns(),
  name: localized('name'),
  region: localized('region'),
  position: localized('position'),
  biography: localized('biography'),
  education: localized('education'),
  receptionSchedule: localized('reception_schedule'),
  phone: text('phone'),
  email: text('email'),
  photo: text('photo'),
});

export const documents = sqliteTable('documents', {
  ...contentColumns(),
  name: localized('name'),
  type: text('type').notNull().default('other'),
  file: text('file'),
});

export const partners = sqliteTable('partners', {
  ...contentColumns(),
  name: localized('name'),
  logo: text('logo'),
  url: text('url'),
});

export const teamMembers = sqliteTable('team_members', {
  ...contentColumns(),
  name: localized('name'),
  position: localized('position'),
  group: localized('group'),
  photo: text('photo'),
});

/** A developer's promotion, shown on its project's page (`project_id`) or site-wide without one. */
export const promotions = sqliteTable('promotions', {
  ...storyColumns(),
  projectId: integer('project_id'),
  validUntil: text('valid_until'),
});

export const vacancies = sqliteTable('vacancies', {
  ...contentColumns(),
  title: localized('title'),
  place: localized('place'),
  salary: localized('salary'),
  body: localized('body'),
});

/** What the developer tells investors: a block of text and, say, a presentation PDF. */
export const investorItems = sqliteTable('investor_items', {
  ...contentColumns(),
  title: localized('title'),
  body: localized('body'),
  file: text('file'),
});

/** Bank and partner programmes (mortgage, instalment, trade-in) on the developer site. */
export const partnerProgrammes = sqliteTable('partner_programmes', {
  ...contentColumns(),
  name: localized('name'),
  summary: localized('summary'),
  body: localized('body'),
  logo: text('logo'),
  url: text('url'),
});

/** Uploaded images, documents and MP4 videos of the public site; bytes in DATA_DIR/content/<id>, served by /api/public/media. */
export const contentMedia = sqliteTable('content_media', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['image', 'document', 'video'] }).notNull(),
  mime: text('mime').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The low-bandwidth copy of an uploaded MP4 (≈360p, ≈400 kbit/s) an ffmpeg job makes in the background
 * (ADR 100). One row per source video; the row is the job's durable state, so a job a restart cut off is
 * found again at the next start.
 */
export const mediaTranscodes = sqliteTable(
  'media_transcodes',
  {
    sourceId: text('source_id')
      .primaryKey()
      .references(() => contentMedia.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    /** 0–100, from ffmpeg's -progress output against the source's duration. */
    progress: integer('progress').notNull().default(0),
    /** The low variant's own content_media id once done. */
    variantId: text('variant_id').references(() => contentMedia.id, { onDelete: 'set null' }),
    /** A message id when failed. */
    failure: text('failure'),
    /** Runs begun; a job a restart interrupted runs again once, then fails. */
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('media_transcodes_status_idx').on(t.status, t.createdAt)],
);
