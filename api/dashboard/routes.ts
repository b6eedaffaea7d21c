/**
 * GET /api/admin/dashboard: the admin's landing numbers, counted on a read worker, and the backups' state, kept
 * for a few seconds, so admins opening the page at once (or going back to it) cost one count between them.
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../middleware/auth.ts';
import { dashboardAnswer, type DashboardAnswer } from '../../contract/dashboard.ts';
import { dashboardBackup } from './backup-state.ts';

/** How long one count answers; the page says "as of" that count's time. */
export const DASHBOARD_CACHE_MS = 15_000;

/** One answer per database (tests run several apps in one process). */
const cached = new WeakMap<Db, { at: number; answer: DashboardAnswer }>();

export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard', requireRole('admin'), async (c) => {
  const now = Date.now();
  const hit = cached.get(c.var.db);
  if (hit && now - hit.at < DASHBOARD_CACHE_MS) return c.json(hit.answer);
  const counts = await c.var.reads('dashboard.counts', { user: c.var.user!, now });
  const answer = dashboardAnswer.parse({ data: { ...counts, backup: dashboardBackup(c.var.config, now) } });
  cached.set(c.var.db, { at: now, answer });
  return c.json(answer);
});
