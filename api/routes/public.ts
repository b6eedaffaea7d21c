/** Public read-only content under /api/public (cached stale-while-revalidate by the service worker). */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { listContacts } from '../lib/contacts.ts';

export const publicRoutes = new Hono<AppEnv>().get('/contacts', (c) =>
  c.json({ data: listContacts(c.var.db, c.var.locale) }),
);
