/** Builds what devices pull: a trainer's flow with its roster and marks, an applicant's flow card. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, attendanceCells, flows, users } from '../../db/schema.ts';
import { katoName } from '../reference/kato-names.ts';
import type { FlowCard, MyFlowDoc, TrainerFlowDoc } from '../../contract/flows.ts';
import { presentDays } from './status.ts';

type FlowRow = typeof flows.$inferSelect;

export function rosterOf(db: Db, flowId: number) {
  return db
    .select({ app: applications, name: users.name, phone: users.phone })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(eq(applications.flowId, flowId), isNull(applications.deletedAt)))
    .orderBy(users.name, applications.id)
    .all();
}

/** What both pulled documents say of a flow. */
const flowCard = (db: Db, flow: FlowRow): FlowCard => ({
  id: flow.id,
  title: flow.title,
  start_date: flow.startDate,
  end_date: flow.endDate,
  address: flow.address,
  working_hours: flow.workingHours,
  district_id: flow.districtId,
  district_name: katoName(flow.districtId, 'ru') ?? null,
});

export function trainerFlowDoc(db: Db, flow: FlowRow): TrainerFlowDoc {
  const roster = rosterOf(db, flow.id);
  const cells = db.select().from(attendanceCells).where(eq(attendanceCells.flowId, flow.id)).all();
  return {
    ...flowCard(db, flow),
    participants: roster.map((r) => ({
      application_id: r.app.id,
      name: r.name,
      phone: r.phone,
      status: r.app.status,
      marks: Object.fromEntries(
        cells
          .filter((c) => c.applicationId === r.app.id)
          .map((c) => [String(c.day), { present: c.present, marked_at: c.markedAt.getTime() }]),
      ),
    })),
  };
}

export function myFlowDoc(db: Db, app: typeof applications.$inferSelect, name: string): MyFlowDoc {
  const flow = app.flowId ? db.select().from(flows).where(eq(flows.id, app.flowId)).get() : undefined;
  const trainer = flow?.trainerId ? db.select().from(users).where(eq(users.id, flow.trainerId)).get() : undefined;
  const present = flow ? presentDays(db, flow.id, app.id) : 0;
  return {
    application_id: app.id,
    status: app.status,
    name,
    present_days: present,
    flow: flow
      ? {
          ...flowCard(db, flow),
          contacts: flow.contacts,
          responsible: trainer?.name ?? null,
          phone: trainer?.phone ?? null,
        }
      : null,
  };
}

export const flowsByIds = (db: Db, ids: number[]) =>
  ids.length ? db.select().from(flows).where(inArray(flows.id, ids)).all() : [];
