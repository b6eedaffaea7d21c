/** A changed case gets a new server version, so the tablets that hold it pull it again. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { consultations } from '../../db/schema.ts';
import { nextServerVersion } from '../sync/versions.ts';

export function touchCase(tx: Tx, id: number, set: Partial<typeof consultations.$inferInsert> = {}) {
  tx.update(consultations)
    .set({ ...set, updatedAt: new Date(), serverVersion: nextServerVersion(tx) })
    .where(eq(consultations.id, id))
    .run();
}
