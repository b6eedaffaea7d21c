/**
 * A changed case gets a new server version, so the tablets that hold it pull it again; a worker's entry
 * also moves the response clock (ADR 094).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { CaseRow } from './access.ts';
import { consultations } from '../../db/schema.ts';
import { nextServerVersion } from '../sync/versions.ts';

export function touchCase(tx: Tx, id: number, set: Partial<typeof consultations.$inferInsert> = {}) {
  tx.update(consultations)
    .set({ ...set, updatedAt: new Date(), serverVersion: nextServerVersion(tx) })
    .where(eq(consultations.id, id))
    .run();
}

/**
 * What a note, outcome, field edit or document at `at` does to the clock: the first one is the first
 * contact; a move to finished stamps the closing (kept if already finished), a move out of it clears it.
 */
export function clockSet(c: CaseRow, at: Date, status?: number): Partial<typeof consultations.$inferInsert> {
  const set: Partial<typeof consultations.$inferInsert> = {};
  if (!c.firstContactAt) set.firstContactAt = at;
  if (status !== undefined) set.closedAt = status === 3 ? (c.closedAt ?? at) : null;
  return set;
}
