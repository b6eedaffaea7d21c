/**
 * The token /api/verify-code hands out once a phone's SMS code was right: it proves the phone for 30
 * minutes and is spent by the one account it creates (self-registration or the contest account).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { smsCodes } from '../../../db/schema.ts';
import { hashToken } from '../tokens.ts';

/** The code row the token proves, if it is for `phone`, unspent and not expired. Cheap: one indexed read. */
export function provenPhone(db: Db | Tx, token: string, phone: string, now = Date.now()) {
  const v = db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.verificationHash, hashToken(token)))
    .get();
  if (!v || v.phone !== phone || v.usedAt || (v.verificationExpiresAt?.getTime() ?? 0) <= now) return undefined;
  return v;
}

/** Spends the token inside the transaction that creates the account; false when it no longer proves `phone`. */
export function spendVerification(tx: Tx, token: string, phone: string, now = new Date()): boolean {
  const v = provenPhone(tx, token, phone, now.getTime());
  if (!v) return false;
  tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, v.id)).run();
  return true;
}
