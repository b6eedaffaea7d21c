/**
 * `cases.update`: one field's new value from a tablet. Two devices editing the same field offline
 * resolve as attendance marks do (ADR 071): the later device time wins, within lib/device-clock.ts's
 * bounds (never before the case existed, never after receipt + 5 min), a tie to the one received last;
 * both values stay in the timeline, the overruled one marked not effective. The arrest and debt-help
 * counts are each one field (a group), so their own rules hold on the numbers standing together.
 */
import { consultationEvents, type consultations } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import type { CaseUpdateArgs } from '../../contract/consultations.ts';
import { defineMutation } from '../sync/registry.ts';
import { eventByUuid, workableCase, type CaseRow } from './access.ts';
import { arrestColumns, arrestsOf, debtHelpColumns, debtHelpOf } from './case-counts.ts';
import { clockSet, touchCase } from './touch.ts';

type CaseSet = Partial<typeof consultations.$inferInsert>;

/** The field's value standing on the case, and what the edit sets when it wins. */
function fieldChange(c: CaseRow, args: CaseUpdateArgs, at: Date): { standing: unknown; set: CaseSet } {
  switch (args.field) {
    case 'arrests':
      return { standing: arrestsOf(c), set: arrestColumns(args.value) };
    case 'debt_help':
      return { standing: debtHelpOf(c), set: debtHelpColumns(args.value) };
    case 'waiting_client': {
      // Each wait is a period that pauses the response clock (ADR 094); a repeated value changes nothing.
      const periods = c.waitingPeriods;
      const open = periods.at(-1)?.[1] === null;
      let next = periods;
      if (args.value && !open) next = [...periods, [at.getTime(), null]];
      if (!args.value && open) next = [...periods.slice(0, -1), [periods.at(-1)![0], at.getTime()]];
      return { standing: c.waitingClient, set: { waitingClient: args.value, waitingPeriods: next } };
    }
    case 'status':
      return { standing: c.status, set: { status: args.value, ...clockSet(c, at, args.value) } };
    case 'remind_at':
      return { standing: c.remindAt, set: { remindAt: args.value } };
    default:
      return { standing: c[args.field], set: { [args.field]: args.value } };
  }
}

export const caseUpdate = defineMutation({
  name: 'cases.update',
  roles: ['lawyer', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const known = eventByUuid(tx, args.event_uuid);
    if (known) return { entity: { type: 'consultation_event', id: known.id } };
    const c = workableCase(tx, user!, args.case_uuid);
    const when = deviceTime(ctx.createdAt, ctx.receivedAt, c.createdAt.getTime());
    const standingSince = c.fieldTimes[args.field] ?? c.createdAt.getTime();
    const wins = when.at.getTime() >= standingSince;
    const change = fieldChange(c, args, when.at);
    const before = { field: args.field, value: change.standing };
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
    // An overruled edit changes nothing on the case but its timeline (and the clock's first contact).
    touchCase(tx, c.id, {
      ...clockSet(c, when.at),
      ...(wins ? { ...change.set, fieldTimes: { ...c.fieldTimes, [args.field]: when.at.getTime() } } : {}),
    });
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
