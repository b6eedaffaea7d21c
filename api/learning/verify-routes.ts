/**
 * GET /api/public/verify/:code — anyone holding a certificate's code sees the name, the course, the
 * date and whether it is valid or revoked; nothing else (no phone, no IIN, no scores).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { learnCertificates, learnCourses, users } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../lib/validate.ts';
import { pickLocalized } from '../schemas/locale.ts';

export const verifyRoutes = new Hono<AppEnv>().get(
  '/:code',
  validate('param', z.object({ code: z.string().regex(/^[0-9a-f]{24}$/, 'validation.invalid') })),
  (c) => {
    const row = c.var.db
      .select({ cert: learnCertificates, name: users.name, title: learnCourses.title })
      .from(learnCertificates)
      .innerJoin(users, eq(users.id, learnCertificates.userId))
      .innerJoin(learnCourses, eq(learnCourses.id, learnCertificates.courseId))
      .where(eq(learnCertificates.code, c.req.valid('param').code))
      .get();
    if (!row) return c.json({ message: c.var.t('errors.not_found'), code: 'not_found' }, 404);
    return c.json({
      data: {
        name: row.name,
        course: pickLocalized(row.title, c.var.locale),
        issued_at: row.cert.issuedAt.toISOString(),
        status: row.cert.revokedAt ? 'revoked' : 'valid',
      },
    });
  },
);
