/**
 * The users list (GET /api/users and /api/users/lawyers), one page at a time: by id either way, narrowed by
 * role and a search over name, email, phone and IIN, paged by cursor with a capped count
 * (lib/keyset-page.ts). Every registration adds a user: at 750,000 the list must not count them all.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { SEARCH_COUNT_CAP } from '../lib/keyset.ts';
import { keysetPage } from '../lib/keyset-page.ts';
import { userMatches } from '../lib/text-search.ts';
import { ROLES } from '../schemas/roles.ts';
import type { userListQuery } from '../schemas/users.ts';
import { adminUser } from './admin-user.ts';

type Q = z.output<typeof userListQuery>;

/** `ordered`: the rows are read in the list's order up to a page, not counted (text-search.ts). */
function search(db: Db, text: string | undefined, ordered: boolean): SQL | undefined {
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  return or(
    userMatches(db, users.id, text, ['name', 'email'], [users.name, users.email], ordered),
    digits ? userMatches(db, users.id, digits, ['phone', 'iin'], [users.phone, users.iin], ordered) : undefined,
  );
}

/** Everyone for the admin's list; the lawyers a case can be given to (not blocked) for `lawyers`. */
function userWhere(db: Db, q: Q, lawyers: boolean, ordered: boolean): SQL | undefined {
  return and(
    lawyers ? and(eq(users.roleId, ROLES.lawyer), isNull(users.blockedAt)) : undefined,
    !lawyers && q.role_id ? eq(users.roleId, q.role_id) : undefined,
    search(db, q.search, ordered),
  );
}

export function userPage(db: Db, { q, lawyers }: { q: Q; lawyers: boolean }) {
  const { rows, meta } = keysetPage(db, q, {
    where: userWhere(db, q, lawyers, true),
    order: { id: users.id, descending: q.sort !== 'ASC' },
    read: (w) =>
      db
        .select()
        .from(users)
        .where(w.where)
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset)
        .all(),
    key: (u) => [u.id, u.id],
    count: db
      .select({ one: sql`1` })
      .from(users)
      .where(userWhere(db, q, lawyers, false)),
    ...(q.search ? { cap: SEARCH_COUNT_CAP } : {}),
  });
  return { data: rows.map(adminUser), meta };
}
