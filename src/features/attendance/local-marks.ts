/**
 * The attendance sheet on the tablet: the marks pulled from the server merged with the taps still on
 * this device (queued or sent but not yet pulled back). The later markedAt wins, as on the server.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { AttendanceMark, TrainerFlowDoc } from '../../../contract/flows.ts';
import { db } from '../../sync/db.ts';
import { submit } from '../../sync/outbox.ts';
import { todayFirst } from './flow-order.ts';

export const MARK_KIND = 'attendance.mark';

export interface MarkDraft extends AttendanceMark {
  name: string;
}

export type Cell = { present: boolean; markedAt: number; local: boolean };
export type Sheet = Map<string, Cell>;
export const cellKey = (applicationId: number, day: number) => `${applicationId}:${day}`;

export function useTrainerFlows(): TrainerFlowDoc[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.pulled.where('type').equals('trainer_flow').toArray();
    return todayFirst(rows.map((r) => r.data as TrainerFlowDoc));
  });
}

export function useTrainerFlow(flowId: number): { flow: TrainerFlowDoc | null; sheet: Sheet } | undefined {
  return useLiveQuery(async () => {
    const row = await db.pulled.get(['trainer_flow', String(flowId)]);
    const flow = (row?.data as TrainerFlowDoc | undefined) ?? null;
    const sheet: Sheet = new Map();
    const put = (key: string, cell: Cell) => {
      const cur = sheet.get(key);
      if (!cur || cell.markedAt >= cur.markedAt) sheet.set(key, cell);
    };
    for (const p of flow?.participants ?? [])
      for (const [day, m] of Object.entries(p.marks))
        put(cellKey(p.application_id, Number(day)), { present: m.present, markedAt: m.marked_at, local: false });
    const drafts = await db.drafts.where('kind').equals(MARK_KIND).toArray();
    for (const d of drafts) {
      const m = d.data as MarkDraft;
      if (m.flowId !== flowId || d.status === 'rejected' || d.status === 'draft') continue;
      put(cellKey(m.applicationId, m.day), { present: m.present, markedAt: m.markedAt, local: d.status === 'queued' });
    }
    return { flow, sheet };
  }, [flowId]);
}

/** One tap: a new draft per mark (never reusing an id), so a mark in flight is never replaced. */
export async function markCell(mark: Omit<MarkDraft, 'markedAt'>): Promise<void> {
  const markedAt = Date.now();
  const args = {
    flowId: mark.flowId,
    applicationId: mark.applicationId,
    day: mark.day,
    present: mark.present,
    markedAt,
  };
  await submit(db, {
    id: `att-${mark.flowId}-${crypto.randomUUID()}`,
    kind: MARK_KIND,
    data: { ...mark, markedAt },
    step: 0,
    name: MARK_KIND,
    args,
  });
}
