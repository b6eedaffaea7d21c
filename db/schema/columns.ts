/** Column helpers every table file shares. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** Text in the four interface languages; missing ones fall back to ru at display time. */
export type Localized = Partial<Record<'kk' | 'ru' | 'en' | 'zh', string>>;

export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
