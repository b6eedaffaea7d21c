/**
 * GET /api/public/verify/:code — anyone holding a certificate's code sees the name, what it is for (the
 * course, or the training programme), the date and whether it is valid or revoked; nothing else (no
 * phone, no IIN, no scores).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { learnCertificates, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../lib/validate.ts';
import { certificateRows, certificateTitle } from './certificate-views.ts';
import { notFound } from '../lib/problem.ts';

export const verifyRoutes = new Hono<AppEnv>().get(
  '/:code',
  validate('param', z.object({ code: z.string().regex(/^[0-9a-f]{24}$/, 'validation.invalid') })),
  (c) => {
    const { db, locale, t } = c.var;
    const [row] = certificateRows(db, eq(learnCertificates.code, c.req.valid('param').code));
    if (!row) throw notFound();
    const name = db.select({ name: users.name }).from(users).where(eq(users.id, row.cert.userId)).get()!.name;
    return c.json({
      data: {
        name,
        course: certificateTitle(row, locale, t),
        issued_at: row.cert.issuedAt.toISOString(),
        status: row.cert.revokedAt ? 'revoked' : 'valid',
      },
    });
  },
);
