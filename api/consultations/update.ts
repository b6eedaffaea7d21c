/**
 * `cases.update`: one field's new value from a tablet. Two devices editing the same field offline
 * resolve as attendance marks do (ADR 071): the later device time wins, within lib/device-clock.ts's
 * bounds (never before the case existed, never after receipt + 5 min), a tie to the one received last;
 * both values stay in the timeline, the overruled one marked not effective. The arrest and debt-help
 * counts are each one field (a group), so their own rules hold on the numbers standing together.
 */
import type { consultations } from '../../db/schema.ts';
import type { CaseUpdateArgs } from '../../contract/consultations.ts';
import type { CaseRow } from './access.ts';
import { defineCaseMutation } from './case-entry.ts';
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

export const caseUpdate = defineCaseMutation({
  name: 'cases.update',
  entryUuid: (args) => args.event_uuid,
  apply(ctx, args, { c, when, addEvent, audit }) {
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
    const ev = addEvent({ kind: 'field', before, after, effective: wins });
    // An overruled edit changes nothing on the case but its timeline (and the clock's first contact).
    touchCase(ctx.tx, c.id, {
      ...clockSet(c, when.at),
      ...(wins ? { ...change.set, fieldTimes: { ...c.fieldTimes, [args.field]: when.at.getTime() } } : {}),
    });
    audit({ changedUserId: c.applicantId, before, after });
    return ev.id;
  },
});
