/** Public read-only content under /api/public (cached stale-while-revalidate by the service worker). */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { z } from 'zod';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { listContacts } from './contacts.ts';
import { resource } from './resource.ts';
import { mediaDir } from './media.ts';
import { byteRange } from '../../contract/byte-range.ts';
import { validate } from '../lib/validate.ts';
import { PUBLIC_TYPES, type ContentType } from '../../contract/content-types.ts';
import { contentListQuery } from '../../contract/content.ts';
import { notFound } from '../lib/problem.ts';

/** Published items only, in the language of X-Localization, paged. */
function contentPublicRoutes(type: ContentType) {
  const r = resource(type);
  return new Hono<AppEnv>()
    .get('/', validate('query', contentListQuery), (c) => {
      const q = c.req.valid('query');
      const { rows, meta } = r.list(c.var.db, {
        page: q.page,
        perPage: q.per_page,
        where: [eq(r.col('published'), true)],
      });
      return c.json({ data: rows.map((row) => r.toPublic(row, c.var.locale)), meta });
    })
    .get('/:id', validate('param', z.object({ id: z.coerce.number().int().positive() })), (c) => {
      const row = r.get(c.var.db, c.req.valid('param').id);
      if (!row?.published) throw notFound();
      return c.json({ data: r.toPublic(row, c.var.locale) });
    });
}

/**
 * A stored file's identity for caches and resumed downloads: an MP4's original is replaced once under
 * its id by its index-first remux (ADR 128), so "the same id" no longer means "the same bytes".
 */
const fileTag = (st: { ino: number; size: number; mtimeMs: number }) =>
  // The inode tells the remux from the upload even where both have one size and the clock's second.
  `"${st.ino.toString(16)}-${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;

/** Whether the video's background job may still replace its bytes (the remux comes first in the job). */
const mayChange = (db: AppEnv['Variables']['db'], id: string) => {
  const job = db
    .select({ status: mediaTranscodes.status })
    .from(mediaTranscodes)
    .where(eq(mediaTranscodes.sourceId, id))
    .get();
  return job?.status === 'queued' || job?.status === 'running';
};

const media = new Hono<AppEnv>().get('/:id{[0-9a-f]{32}}', async (c) => {
  const id = c.req.param('id');
  const row = c.var.db.select().from(contentMedia).where(eq(contentMedia.id, id)).get();
  // One open file answers size, tag and bytes: a remux renamed over the path meanwhile is not mixed in.
  const file = row ? await open(join(mediaDir(c.var.config.dataDir), id)).catch(() => null) : null;
  if (!row || !file) throw notFound();
  let streaming = false;
  try {
    const st = await file.stat();
    const size = st.size;
    const tag = fileTag(st);
    c.header('Content-Type', row.mime);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('ETag', tag);
    // Ids are never reused; a video's bytes change once, when its job puts the index first, and are
    // asked again until then.
    c.header(
      'Cache-Control',
      row.kind === 'video' && mayChange(c.var.db, id) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    c.header('Accept-Ranges', 'bytes');
    if (row.kind === 'document')
      c.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(tag)
    )
      return c.body(null, 304);
    // A video seeks and a cut download resumes by Range (issue 16): only the asked bytes are read. A
    // resumed download names the file it began with (If-Range); a changed file answers whole (RFC 9110).
    const ifRange = c.req.header('If-Range');
    const range = ifRange !== undefined && ifRange !== tag ? null : byteRange(c.req.header('Range'), size);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    c.header('Content-Length', String(Math.max(0, end - start + 1)));
    if (end < start) return c.body(null, 200);
    // Streamed from the file: a 64 MB video saved by many phones at once is never held in memory whole.
    const body = Readable.toWeb(file.createReadStream({ start, end })) as ReadableStream;
    streaming = true;
    if (!range) return c.body(body);
    c.header('Content-Range', `bytes ${start}-${end}/${size}`);
    return c.body(body, 206);
  } finally {
    // The stream closes the file when it ends or the reader goes away.
    if (!streaming) await file.close();
  }
});

// ETags let the service worker tell a changed answer from the same one (workbox-broadcast-update).
export const publicRoutes = new Hono<AppEnv>()
  .get('/contacts', etag(), (c) => c.json({ data: listContacts(c.var.db, c.var.locale) }))
  .route('/media', media);

for (const type of PUBLIC_TYPES) publicRoutes.use(`/${resource(type).def.path}/*`, etag());
for (const type of PUBLIC_TYPES) publicRoutes.route(`/${resource(type).def.path}`, contentPublicRoutes(type));
