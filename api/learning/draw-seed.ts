/**
 * The seed a pooled test's questions are drawn from (issue 34.9, ADR 133): one per person and test, an
 * HMAC of both under a server secret kept in `settings`, so it needs no row per delivery, the phone gets
 * it with the course copy (online, before any attempt) and cannot make its own.
 */
import { eq } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const SECRET_KEY = 'learn.draw_secret';

function secret(db: Db | Tx): string {
  const row = db.select().from(settings).where(eq(settings.key, SECRET_KEY)).get();
  if (typeof row?.value === 'string') return row.value;
  db.insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
    .run();
  return db.select().from(settings).where(eq(settings.key, SECRET_KEY)).get()!.value as string;
}

export const drawSeed = (db: Db | Tx, userId: number, testId: number) =>
  createHmac('sha256', secret(db)).update(`${userId}:${testId}`).digest('hex').slice(0, 32);
