/**
 * Downloads of the filtered contest review list: the index as CSV or XLSX, or a ZIP of the index with
 * every entry's photos and documents. Same filters as the list (one query builder).
 */
import { Hono } from 'hono';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AppEnv } from '../context.ts';
import { reviewTable, reviewZip } from './review-export.ts';
import { reviewCursor } from './review-query.ts';
import { exportResponse } from '../lib/table-export.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { reviewExportQuery } from '../../contract/contest-review.ts';

const reviewers = requireRole('admin', 'expert');

export const contestExports = new Hono<AppEnv>()
  .get('/export', reviewers, validate('query', reviewExportQuery), (c) => {
    const { format, ...q } = c.req.valid('query');
    return exportResponse(reviewTable(reviewCursor(c.var.db, q, c.var.locale), c.var.t), format);
  })
  .get('/export.zip', reviewers, validate('query', reviewExportQuery), (c) => {
    const { db, config, locale, t } = c.var;
    const { format, ...q } = c.req.valid('query');
    const body = reviewZip({ db, uploads: join(config.dataDir, 'uploads'), q, format, locale, t });
    return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="contest-applications.zip"`,
        'Cache-Control': 'no-store',
      },
    });
  });
