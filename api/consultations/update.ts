/**
 * `cases.update`: one field's new value from a tablet. Two devices editing the same field offline
 * resolve as attendance marks do (ADR 071): the later device time wins, within lib/device-clock.ts's
 * bounds (never before the case existed, never after receipt + 5 min), a tie to the one received last;
 * both values stay in the timeline, the overruled one marked not effective.
 */
import { consultationEvents } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import type { CaseField } from '../schemas/consultations.ts';
import { defineMutation } from '../sync/registry.ts';
import { eventByUuid, workableCase, type CaseRow } from './access.ts';
import { touchCase } from './touch.ts';

const COLUMN = {
  title: 'title',
  problem: 'problem',
  help: 'help',
  reason: 'reason',
  status: 'status',
  remind_at: 'remindAt',
} as const satisfies Record<CaseField, keyof CaseRow>;

export const caseUpdate = defineMutation({
  name: 'cases.update',
  roles: ['lawyer', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const known = eventByUuid(tx, args.event_uuid);
    if (known) return { entity: { type: 'consultation_event', id: known.id } };
    const c = workableCase(tx, user!, args.case_uuid);
    const when = deviceTime(ctx.createdAt, ctx.receivedAt, c.createdAt.getTime());
    const column = COLUMN[args.field];
    const standingSince = c.fieldTimes[args.field] ?? c.createdAt.getTime();
    const wins = when.at.getTime() >= standingSince;
    const before = { field: args.field, value: c[column] };
    const after = {
      field: args.field,
      value: args.value,
      effective: wins,
      ...(when.trusted ? {} : { device_at: when.claimed }),
    };
    const ev = tx
      .insert(consultationEvents)
      .values({
        consultationId: c.id,
        kind: 'field',
        userId: user!.id,
        clientRecordId: args.event_uuid,
        at: when.at,
        before,
        after,
        effective: wins,
      })
      .returning()
      .get();
    // An overruled edit changes nothing on the case but its timeline, which the tablets pull again too.
    touchCase(
      tx,
      c.id,
      wins ? { [column]: args.value, fieldTimes: { ...c.fieldTimes, [args.field]: when.at.getTime() } } : {},
    );
    ctx.audit({
      action: 'cases.update',
      subjectType: 'consultation',
      subjectId: c.id,
      changedUserId: c.applicantId,
      before,
      after,
    });
    return { entity: { type: 'consultation_event', id: ev.id } };
  },
});
