/**
 * Download tickets (ADR 057): a link cannot carry the bearer token, so a signed-in page asks for a ticket
 * naming one export's exact path and query, then lets the browser's own download manager fetch
 * `<path>?<query>&ticket=…` — the file streams to disk instead of being held whole in the page.
 * A ticket is good once, for that one URL, for TTL_MS, and only while its session lives. Kept in memory
 * (one server process; a restart only costs a click), stored by hash like session tokens.
 */
import type { Locale } from '../../contract/locale.ts';
import { hashToken, newToken } from './tokens.ts';

export const TICKET_TTL_MS = 60_000;
/** Open tickets per session; a page asks for one per click, so more means something loops. */
export const TICKETS_PER_SESSION = 20;

/** Who the link stands for, and the language the page asked in (a link sends no X-Localization). */
export interface TicketOwner {
  sessionId: number;
  locale: Locale;
}

interface Ticket extends TicketOwner {
  path: string;
  query: string;
  expiresAt: number;
}

/** The query as one comparable string: order-free, without the ticket itself. */
export function canonicalQuery(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete('ticket');
  params.sort();
  return params.toString();
}

export interface DownloadTickets {
  /** A new ticket, or null when the session already holds TICKETS_PER_SESSION unexpired ones. */
  issue(owner: TicketOwner, path: string, query: string): { ticket: string; expiresAt: number } | null;
  /** The session the ticket was issued to, if it names this path and query and is fresh; it is spent either way. */
  redeem(ticket: string, path: string, query: string): TicketOwner | null;
}

export function createDownloadTickets(): DownloadTickets {
  const open = new Map<string, Ticket>();
  const sweep = (now: number) => {
    for (const [key, t] of open) if (t.expiresAt <= now) open.delete(key);
  };
  return {
    issue(owner, path, query) {
      const now = Date.now();
      sweep(now);
      let held = 0;
      for (const t of open.values()) if (t.sessionId === owner.sessionId) held++;
      if (held >= TICKETS_PER_SESSION) return null;
      const ticket = newToken();
      const expiresAt = now + TICKET_TTL_MS;
      open.set(hashToken(ticket), { ...owner, path, query: canonicalQuery(query), expiresAt });
      return { ticket, expiresAt };
    },
    redeem(ticket, path, query) {
      const key = hashToken(ticket);
      const found = open.get(key);
      // Spent even when it is presented for another URL: a leaked ticket is not a key to try paths with.
      open.delete(key);
      if (!found || found.expiresAt <= Date.now()) return null;
      if (found.path !== path || found.query !== canonicalQuery(query)) return null;
      return { sessionId: found.sessionId, locale: found.locale };
    },
  };
}
