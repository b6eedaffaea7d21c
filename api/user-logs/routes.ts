/** GET /api/user-logs: the user-action log, newest first, filtered and paged; admins only. */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { validate } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { userLogQuery } from '../../contract/user-logs.ts';

export const userLogRoutes = new Hono<AppEnv>().get(
  '/',
  requireRole('admin'),
  validate('query', userLogQuery),
  async (c) => c.json(await c.var.reads('userLogs.page', c.req.valid('query'))),
);
