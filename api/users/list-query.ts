/**
 * The users list (GET /api/users and /api/users/lawyers), one page at a time: by id either way, narrowed by
 * role and a search over name, email, phone and IIN, paged by cursor with a capped count
 * (lib/keyset-page.ts). Every registration adds a user: at 750,000 the list must not count them all.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { SEARCH_COUNT_CAP } from '../lib/keyset.ts';
import { inWindow, keysetPage, pageReading } from '../lib/keyset-page.ts';
import { searchCount, searchMatches, type TextSearch } from '../lib/text-search.ts';
import { ROLES } from '../../contract/roles.ts';
import type { userListQuery } from '../../contract/users.ts';
import { adminUser } from './admin-user.ts';

type Q = z.output<typeof userListQuery>;

/** The name or e-mail holds the text; its digits, if any, are in the phone or the IIN. */
function search(text: string | undefined): TextSearch<'users_search'> | undefined {
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const terms: TextSearch<'users_search'>['terms'] = [
    { text, columns: ['name', 'email'], fallback: [users.name, users.email] },
  ];
  if (digits) terms.push({ text: digits, columns: ['phone', 'iin'], fallback: [users.phone, users.iin] });
  return { index: 'users_search', rowid: users.id, terms };
}

/** Everyone for the admin's list; the lawyers a case can be given to (not blocked) for `lawyers`. */
function userWhere(q: Q, lawyers: boolean): SQL | undefined {
  return and(
    lawyers ? and(eq(users.roleId, ROLES.lawyer), isNull(users.blockedAt)) : undefined,
    !lawyers && q.role_id ? eq(users.roleId, q.role_id) : undefined,
  );
}

export function userPage(db: Db, { q, lawyers }: { q: Q; lawyers: boolean }) {
  const where = userWhere(q, lawyers);
  const s = search(q.search);
  const { rows, meta } = keysetPage(db, q, {
    where: and(where, s && searchMatches(db, s, pageReading(q))),
    order: { id: users.id, descending: q.sort !== 'ASC' },
    read: (w) => inWindow(db.select().from(users).$dynamic(), w).all(),
    key: (u) => [u.id, u.id],
    count: s
      ? searchCount(db, users, s, where)
      : db
          .select({ one: sql`1` })
          .from(users)
          .where(where),
    ...(s ? { cap: SEARCH_COUNT_CAP } : {}),
  });
  return { data: rows.map(adminUser), meta };
}
