/**
 * A participant's status follows attendance: applied → started (first present mark) → completed
 * (present on at least the required days) or not completed (the flow ended without it). Derived from
 * the effective marks, so a late-synced mark after the end date still counts.
 */
import { and, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { applicationStatusHistory, applications, attendanceCells, flows, settings } from '../../db/schema.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { DEFAULT_REQUIRED_DAYS, REQUIRED_DAYS_SETTING, type ApplicationStatus } from '../../contract/flows.ts';
import { trainingCertificateFollows } from '../learning/certificate-training.ts';
import { nextServerVersion } from '../sync/versions.ts';

type Conn = Tx | Db;

/** Today in Kazakhstan, where flows run: a flow whose end date is before it has ended. */
export const today = (now = new Date()) => todayInKazakhstan(now);

export function requiredDays(db: Conn): number {
  const row = db.select().from(settings).where(eq(settings.key, REQUIRED_DAYS_SETTING)).get();
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_REQUIRED_DAYS;
}

export function deriveStatus(presentDays: number, anyPresent: boolean, ended: boolean, required: number) {
  if (presentDays >= required) return 'completed';
  if (ended) return 'not_completed';
  return anyPresent ? 'started' : 'applied';
}

/**
 * Writes a new status with its history row; returns true when it changed. Every way a status moves (an
 * office's change, attendance, the end-of-flow job, a detach) goes through here, so the training
 * certificate follows it in the same transaction (ADR 125). `statusReason` is an office's reason, shown
 * to the applicant; an automatic change clears it.
 */
export function setStatus(
  db: Conn,
  app: { id: number; status: ApplicationStatus; applicantId: number; flowId: number | null },
  to: ApplicationStatus,
  reason: string,
  userId: number | null,
  opts: { statusReason?: string | null; ip?: string } = {},
): boolean {
  if (app.status === to) return false;
  db.update(applications)
    .set({
      status: to,
      statusReason: opts.statusReason ?? null,
      updatedAt: new Date(),
      serverVersion: nextServerVersion(db),
    })
    .where(eq(applications.id, app.id))
    .run();
  db.insert(applicationStatusHistory)
    .values({ applicationId: app.id, fromStatus: app.status, toStatus: to, reason, userId })
    .run();
  trainingCertificateFollows(db, { application: app, from: app.status, to, by: { userId, ip: opts.ip } });
  return true;
}

/** On how many days of the flow the participant's effective mark is "present". */
export const presentDays = (db: Conn, flowId: number, applicationId: number) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(attendanceCells)
    .where(
      and(
        eq(attendanceCells.flowId, flowId),
        eq(attendanceCells.applicationId, applicationId),
        eq(attendanceCells.present, true),
      ),
    )
    .get()?.n ?? 0;

/** Recomputes one participant's status from the flow's effective marks. */
export function recomputeStatus(db: Conn, applicationId: number, userId: number | null, now = new Date()) {
  const app = db.select().from(applications).where(eq(applications.id, applicationId)).get();
  if (!app?.flowId) return null;
  const flow = db.select().from(flows).where(eq(flows.id, app.flowId)).get()!;
  const present = presentDays(db, flow.id, app.id);
  const to = deriveStatus(present, present > 0, flow.endDate < today(now), requiredDays(db));
  const changed = setStatus(db, app, to, 'attendance', userId);
  return { before: app.status, after: to, changed };
}

/** Participants a batch of the end-of-flow job takes: a push waits for at most one batch (a few ms). */
export const FINISH_BATCH = 200;

/**
 * The hourly job: participants of flows that ended without completing become not_completed. A day on which
 * many flows end (a training wave) leaves thousands of participants to move, about a millisecond each, and
 * on a copied or restored database far more; so they move in batches, each its own transaction, and the
 * event loop serves pushes between batches (ADR 129).
 */
export async function finishEndedFlows(db: Db, now = new Date(), batch = FINISH_BATCH): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const taken = db.transaction((tx) => {
      const ended = tx
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(flows, eq(flows.id, applications.flowId))
        .where(
          and(
            gt(applications.id, after),
            isNotNull(applications.flowId),
            inArray(applications.status, ['applied', 'started']),
            lt(flows.endDate, today(now)),
          ),
        )
        .orderBy(applications.id)
        .limit(batch)
        .all();
      for (const { id } of ended) {
        const r = recomputeStatus(tx, id, null, now);
        if (r?.changed) {
          changed++;
          bumpFlowOf(tx, id);
        }
      }
      after = ended.at(-1)?.id ?? after;
      return ended.length;
    });
    if (taken < batch) return changed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Runs the job now and then every hour; a run still going when the hour strikes is not started twice. */
export function scheduleFinishEndedFlows(db: Db, onError: (e: unknown) => void) {
  let running: Promise<unknown> | undefined;
  const run = () =>
    void (running ??= finishEndedFlows(db)
      .catch(onError)
      .finally(() => (running = undefined)));
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return timer;
}

/** The flow's roster changed: its trainer's tablet pulls the flow again. */
export function bumpFlow(db: Conn, flowId: number) {
  db.update(flows)
    .set({ serverVersion: nextServerVersion(db) })
    .where(eq(flows.id, flowId))
    .run();
}

function bumpFlowOf(db: Conn, applicationId: number) {
  const app = db
    .select({ flowId: applications.flowId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (app?.flowId) bumpFlow(db, app.flowId);
}
