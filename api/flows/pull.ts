/** Pull sources: trainers get their flows with rosters and marks; applicants get their flow card. */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ROLES } from '../../db/roles.ts';
import { applications, flowTrainerHandovers, flows, users } from '../../db/schema.ts';
import type { PullSource, PulledRow } from '../sync/registry.ts';
import { myFlowDoc, trainerFlowDoc } from './docs.ts';

export const trainerFlowsSource: PullSource = {
  type: 'trainer_flow',
  changes(db, user, since, limit) {
    if (user.roleId !== ROLES.trainer) return [];
    const own: PulledRow[] = db
      .select()
      .from(flows)
      .where(and(eq(flows.trainerId, user.id), gt(flows.serverVersion, since)))
      .orderBy(asc(flows.serverVersion))
      .limit(limit)
      .all()
      // An archived or deleted flow leaves the tablet; marks still waiting on it are accepted for an archived one.
      .map((f) =>
        f.archivedAt || f.deletedAt
          ? { id: f.id, version: f.serverVersion, data: null, deleted: true }
          : { id: f.id, version: f.serverVersion, data: trainerFlowDoc(db, f) },
      );
    // A flow handed to another trainer disappears from this tablet.
    const gone: PulledRow[] = db
      .select()
      .from(flowTrainerHandovers)
      .where(and(eq(flowTrainerHandovers.trainerId, user.id), gt(flowTrainerHandovers.serverVersion, since)))
      .orderBy(asc(flowTrainerHandovers.serverVersion))
      .limit(limit)
      .all()
      .filter((h) => !own.some((o) => o.id === h.flowId))
      .map((h) => ({ id: h.flowId, version: h.serverVersion, data: null, deleted: true }));
    return [...own, ...gone].sort((a, b) => a.version - b.version).slice(0, limit);
  },
};

export const myFlowSource: PullSource = {
  type: 'my_flow',
  changes(db, user, since, limit) {
    if (user.roleId !== ROLES.applicant) return [];
    const me = db.select().from(users).where(eq(users.id, user.id)).get()!;
    return db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.applicantId, user.id),
          gt(applications.serverVersion, since),
          isNull(applications.deletedAt),
        ),
      )
      .orderBy(asc(applications.serverVersion))
      .limit(limit)
      .all()
      .map((a) => ({ id: a.id, version: a.serverVersion, data: myFlowDoc(db, a, me.name) }));
  },
};
