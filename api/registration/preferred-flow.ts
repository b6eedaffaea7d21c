/**
 * The flow a registration form offered (GET /api/cato_flows) and the person chose. Seats are counted
 * when the record arrives, not when it was typed: another tablet may have taken the last one while
 * this one was offline. A flow still open in the lesson district with a seat left is joined at once;
 * otherwise the person waits for the office to distribute them, exactly as without a choice. The
 * registration itself is never refused for it: a full flow is no reason to lose a person (ADR 090).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { flows } from '../../db/schema.ts';
import { rosterSize } from '../flows/roster-change.ts';
import { today } from '../flows/status.ts';

export function flowToJoin(tx: Tx, flowId: number | undefined, lessonDistrictId: number, now = new Date()) {
  if (!flowId) return null;
  const flow = tx.select().from(flows).where(eq(flows.id, flowId)).get();
  if (!flow || flow.archivedAt || flow.deletedAt || flow.endDate < today(now)) return null;
  if (flow.districtId !== lessonDistrictId) return null;
  return rosterSize(tx, flow.id) < flow.capacity ? flow.id : null;
}
