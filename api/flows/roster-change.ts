/**
 * Putting applications into a flow and taking them out: the district, waiting and capacity rules and
 * the writes (version bumps, audit, status back to applied), shared by the flow roster screen and the
 * application detail screen so both enforce the same rules.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { flows } from '../../db/schema.ts';
import { applications } from '../../db/schema.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { nextServerVersion } from '../sync/versions.ts';
import { audit } from '../lib/audit.ts';
import { bumpFlow, setStatus } from './status.ts';
import type { AuditAction } from '../../contract/user-logs.ts';

type Flow = typeof flows.$inferSelect;
type App = typeof applications.$inferSelect;
export interface Actor {
  userId: number;
  ip: string;
}

export const rosterSize = (db: Db | Tx, flowId: number) =>
  db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.flowId, flowId), isNull(applications.deletedAt)))
    .get()!.n;

/** Why these applications cannot join the flow (under `field`), or null when they can. */
export function attachErrors(db: Db, flow: Flow, rows: App[], expected: number, field: string): FieldErrors | null {
  if (rows.length !== expected || rows.some((a) => a.deletedAt)) return { [field]: ['errors.not_found'] };
  if (flow.archivedAt || flow.deletedAt) return { [field]: ['flows.errors.archived'] };
  if (rows.some((a) => a.lessonDistrictId !== flow.districtId)) return { [field]: ['flows.errors.other_district'] };
  if (rows.some((a) => a.flowId !== null || a.status !== 'applied')) return { [field]: ['flows.errors.not_waiting'] };
  if (rosterSize(db, flow.id) + rows.length > flow.capacity) return { [field]: ['flows.errors.capacity'] };
  return null;
}

type Change = Record<string, unknown>;

/** Sets one application's flow (null: back on the waiting list) with a new version and an audit row. */
function setFlow(tx: Tx, a: App, flowId: number | null, action: AuditAction, by: Actor, before: Change, after: Change) {
  tx.update(applications)
    .set({ flowId, updatedAt: new Date(), serverVersion: nextServerVersion(tx) })
    .where(eq(applications.id, a.id))
    .run();
  audit(tx, {
    action,
    userId: by.userId,
    subjectType: 'application',
    subjectId: a.id,
    changedUserId: a.applicantId,
    before,
    after,
    ip: by.ip,
  });
}

/** Attaches (checked) applications in one transaction; each gets a new version and an audit row. */
export function attachRows(db: Db, flow: Flow, rows: App[], action: AuditAction, by: Actor) {
  db.transaction((tx) => {
    for (const a of rows) setFlow(tx, a, flow.id, action, by, { flow_id: null }, { flow_id: flow.id });
    bumpFlow(tx, flow.id);
  });
}

/** Takes applications out of their flow, back on the waiting list; the marks stay in the flow's history. */
export function detachRows(db: Db, flowId: number, rows: App[], action: AuditAction, by: Actor) {
  db.transaction((tx) => {
    for (const a of rows) {
      setStatus(tx, a, 'applied', 'detached', by.userId, { ip: by.ip });
      setFlow(tx, a, null, action, by, { flow_id: flowId, status: a.status }, { flow_id: null, status: 'applied' });
    }
    bumpFlow(tx, flowId);
  });
}
