/**
 * `attendance.mark`: one tap on a trainer's sheet. Every mark is kept; the cell shows the one with the
 * latest markedAt (a tie goes to the one received last), so two tablets agree once both have synced.
 * markedAt is the device's clock within lib/device-clock.ts's window, else the receipt time.
 */
import { and, eq } from 'drizzle-orm';
import { ROLES } from '../../db/roles.ts';
import { applications, attendanceCells, attendanceMarks, flows } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { kzDayStart } from '../../contract/kazakhstan-time.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { bumpFlow, recomputeStatus } from './status.ts';

export const attendanceMark = defineMutation({
  name: 'attendance.mark',
  roles: ['trainer', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const flow = tx.select().from(flows).where(eq(flows.id, args.flowId)).get();
    if (!flow || flow.deletedAt) return reject('flowId', 'flows.errors.flow_missing');
    if (user!.roleId === ROLES.trainer && flow.trainerId !== user!.id)
      return reject('flowId', 'flows.errors.not_your_flow');
    const app = tx.select().from(applications).where(eq(applications.id, args.applicationId)).get();
    if (!app || app.flowId !== flow.id || app.deletedAt) return reject('applicationId', 'flows.errors.not_in_flow');

    // No mark predates its flow's first day or comes from the future: such a clock gives way to receipt time.
    const when = deviceTime(args.markedAt, ctx.receivedAt, kzDayStart(flow.startDate));
    const mark = tx
      .insert(attendanceMarks)
      .values({
        flowId: flow.id,
        applicationId: app.id,
        day: args.day,
        present: args.present,
        markedAt: when.at,
        markedBy: user!.id,
        clientId: ctx.clientId,
        mutationId: ctx.mutationId,
        receivedAt: ctx.receivedAt,
      })
      .returning()
      .get();
    const cellKey = and(
      eq(attendanceCells.flowId, flow.id),
      eq(attendanceCells.applicationId, app.id),
      eq(attendanceCells.day, args.day),
    );
    const cell = tx.select().from(attendanceCells).where(cellKey).get();
    // Ids grow in the order marks arrive, so equal clocks resolve the same way on every replay.
    const wins = !cell || when.at.getTime() >= cell.markedAt.getTime();
    if (wins) {
      const value = { present: args.present, markedAt: mark.markedAt, markId: mark.id };
      if (cell) tx.update(attendanceCells).set(value).where(cellKey).run();
      else
        tx.insert(attendanceCells)
          .values({ flowId: flow.id, applicationId: app.id, day: args.day, ...value })
          .run();
    }
    ctx.audit({
      action: 'attendance.mark',
      subjectType: 'application',
      subjectId: app.id,
      changedUserId: app.applicantId,
      before: cell ? { day: args.day, present: cell.present, marked_at: cell.markedAt.getTime() } : null,
      after: {
        flow_id: flow.id,
        day: args.day,
        present: args.present,
        marked_at: when.at.getTime(),
        effective: wins,
        ...(when.trusted ? {} : { device_marked_at: when.claimed }),
      },
    });
    const status = recomputeStatus(tx, app.id, user!.id);
    if (status?.changed)
      ctx.audit({
        action: 'application.status',
        subjectType: 'application',
        subjectId: app.id,
        changedUserId: app.applicantId,
        before: { status: status.before },
        after: { status: status.after },
      });
    bumpFlow(tx, flow.id);
    return { entity: { type: 'attendance_mark', id: mark.id } };
  },
});
