/**
 * Deletes uploaded media that no content item points at any more — after an item is deleted or its
 * picture replaced — so the data directory does not fill up with orphans. A file is kept while any
 * item of any type still uses it, in an image/file/video field or inside rich text, or a course or
 * lesson does.
 */
import { eq, like, or, type SQL } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { contentMedia, learnCourses, learnLessons } from '../../db/schema.ts';
import { CONTENT_TYPE_NAMES, CONTENT_TYPES, isMediaField } from '../../contract/content-types.ts';
import { CONTENT_TABLES, column, columnKey, type ContentRow } from './tables.ts';
import { mediaDir } from './media.ts';

const MEDIA_ID = /[0-9a-f]{32}/g;

/** Every media id a row of `type` refers to. */
export function mediaIdsOf(type: keyof typeof CONTENT_TABLES, row: ContentRow | undefined): Set<string> {
  const ids = new Set<string>();
  if (!row) return ids;
  for (const f of CONTENT_TYPES[type].fields) {
    const v = row[columnKey(f.name)];
    if (isMediaField(f) && typeof v === 'string' && v) ids.add(v);
    if (f.kind === 'rich' && v) for (const m of JSON.stringify(v).match(MEDIA_ID) ?? []) ids.add(m);
  }
  return ids;
}

/** A course's picture or a lesson's material may be a file first uploaded for a content item. */
const usedByLearning = (db: Db, id: string) =>
  !!db.select({ id: learnCourses.id }).from(learnCourses).where(eq(learnCourses.image, id)).limit(1).get() ||
  !!db
    .select({ id: learnLessons.id })
    .from(learnLessons)
    .where(like(learnLessons.materials, `%${id}%`))
    .limit(1)
    .get();

function inUse(db: Db, id: string): boolean {
  if (usedByLearning(db, id)) return true;
  return CONTENT_TYPE_NAMES.some((type) => {
    const table = CONTENT_TABLES[type];
    const refs: SQL[] = [];
    for (const f of CONTENT_TYPES[type].fields) {
      const col = column(table, columnKey(f.name));
      if (!col) continue;
      if (isMediaField(f)) refs.push(eq(col, id));
      if (f.kind === 'rich') refs.push(like(col, `%${id}%`));
    }
    return (
      refs.length > 0 &&
      db
        .select({ id: column(table, 'id')! })
        .from(table)
        .where(or(...refs))
        .limit(1)
        .get()
    );
  });
}

/** Call after the change is committed, with the ids the old row had and the new row no longer has. */
export function releaseMedia(db: Db, dataDir: string, ids: Iterable<string>) {
  for (const id of ids) {
    if (inUse(db, id)) continue;
    db.delete(contentMedia).where(eq(contentMedia.id, id)).run();
    rmSync(join(mediaDir(dataDir), id), { force: true });
  }
}
