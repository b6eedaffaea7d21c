/**
 * "My consultation requests" in the personal account. A request does not record who sent it: the public
 * form goes through the outbox anonymously (ADR 018), mostly before the person has an account at all. So
 * a request is the account's when its phone is the account's phone — the number the person signs in
 * with, confirmed by SMS or by the office that registered them. Someone else may type that number, so
 * only the request's type, date and whether it was handled are shown, never the text that was typed.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';

/** A person sends a handful; the newest 50 are plenty for the page. */
const SHOWN = 50;

export function myConsultations(db: Db, user: UserRow) {
  return db
    .select()
    .from(requests)
    .where(and(eq(requests.kind, 'consultation'), eq(sql`json_extract(${requests.payload}, '$.phone')`, user.phone)))
    .orderBy(desc(requests.id))
    .limit(SHOWN)
    .all()
    .map((r) => ({
      id: r.id,
      consultation_type: String(r.payload.consultation_type ?? ''),
      status: r.status,
      created_at: r.createdAt.getTime(),
    }));
}
