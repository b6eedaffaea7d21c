/**
 * `POST /api/download-tickets` (ADR 057): a signed-in page names the download it is about to start and
 * gets a single-use link for it, so the browser streams the file to disk. Only downloads are ticketed —
 * a ticket never stands in for the token on a JSON read — and the route's own checks still decide,
 * as the ticket's owner, when the link is followed.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { TICKET_TTL_MS } from '../lib/download-tickets.ts';
import { tooMany } from '../lib/problem.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireAuth } from '../middleware/auth.ts';
import { downloadTicketSchema } from '../../contract/downloads.ts';

const DOWNLOADS = [
  /^\/api\/reports\/(applications|trainers)\/export$/,
  /^\/api\/reports\/import\/template$/,
  /^\/api\/imports\/[0-9]+\/errors$/,
  /^\/api\/applications\/export$/,
  /^\/api\/contest\/applications\/export(\.zip)?$/,
  /^\/api\/flows\/[0-9]+\/export$/,
  /^\/api\/surveys\/[0-9]+\/export$/,
  /^\/api\/files\/[0-9a-f-]{36}$/i,
  /^\/api\/learn\/certificates\/[0-9]+\/pdf$/,
  /^\/api\/courses\/[0-9]+\/report\/export$/,
];

export const downloadTicketRoutes = new Hono<AppEnv>().post(
  '/',
  requireAuth,
  validate('json', downloadTicketSchema),
  (c) => {
    const url = new URL(c.req.valid('json').url, 'http://ticket.invalid');
    if (!DOWNLOADS.some((d) => d.test(url.pathname)))
      return validationFailed(c, { url: ['downloads.not_downloadable'] });
    const issued = c.var.downloadTickets.issue(
      { sessionId: c.var.sessionId!, locale: c.var.locale },
      url.pathname,
      url.search,
    );
    if (!issued) throw tooMany(TICKET_TTL_MS / 1000, 'too_many_tickets', 'errors.rate_limited');
    url.searchParams.set('ticket', issued.ticket);
    return c.json(
      { data: { url: url.pathname + url.search, expires_at: new Date(issued.expiresAt).toISOString() } },
      201,
    );
  },
);
