/** Public read-only content under /api/public (cached stale-while-revalidate by the service worker). */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { z } from 'zod';
import { contentMedia } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { listContacts } from './contacts.ts';
import { resource } from './resource.ts';
import { mediaDir } from './media.ts';
import { byteRange } from '../schemas/byte-range.ts';
import { validate } from '../lib/validate.ts';
import { PUBLIC_TYPES, type ContentType } from '../schemas/content-types.ts';
import { contentListQuery } from '../schemas/content.ts';

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
      if (!row?.published) return c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);
      return c.json({ data: r.toPublic(row, c.var.locale) });
    });
}

const media = new Hono<AppEnv>().get('/:id{[0-9a-f]{32}}', async (c) => {
  const id = c.req.param('id');
  const row = c.var.db.select().from(contentMedia).where(eq(contentMedia.id, id)).get();
  const path = join(mediaDir(c.var.config.dataDir), id);
  const size = row
    ? await stat(path).then(
        (s) => s.size,
        () => null,
      )
    : null;
  if (!row || size === null) return c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);
  c.header('Content-Type', row.mime);
  c.header('X-Content-Type-Options', 'nosniff');
  // Ids are never reused, so the bytes behind one never change.
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Accept-Ranges', 'bytes');
  if (row.kind === 'document')
    c.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`);
  // A video seeks and a cut download resumes by Range (issue 16): only the asked bytes are read.
  const range = byteRange(c.req.header('Range'), size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  c.header('Content-Length', String(Math.max(0, end - start + 1)));
  // Streamed from the file: a 64 MB video saved by many phones at once is never held in memory whole.
  const body: ReadableStream =
    end < start
      ? new ReadableStream({ start: (ctl) => ctl.close() })
      : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream);
  if (!range) return c.body(body);
  c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  return c.body(body, 206);
});

// ETags let the service worker tell a changed answer from the same one (workbox-broadcast-update).
export const publicRoutes = new Hono<AppEnv>()
  .get('/contacts', etag(), (c) => c.json({ data: listContacts(c.var.db, c.var.locale) }))
  .route('/media', media);

for (const type of PUBLIC_TYPES) publicRoutes.use(`/${resource(type).def.path}/*`, etag());
for (const type of PUBLIC_TYPES) publicRoutes.route(`/${resource(type).def.path}`, contentPublicRoutes(type));
