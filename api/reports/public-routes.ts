/**
 * GET /api/public/reports/summary: the one report anyone may read, region-level counts only
 * (see README "Decisions": small district or flow cells could single people out).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { publicSummary } from './public-summary.ts';

export const publicReportRoutes = new Hono<AppEnv>().get('/summary', (c) =>
  c.json({ data: publicSummary(c.var.db, c.var.locale) }),
);
