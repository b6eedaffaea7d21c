import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consultationEvents, consultations, userActions } from '../../db/schema.ts';
import { OUTCOME_TRANSITIONS, OUTCOMES, type Outcome } from '../../contract/consultation-outcomes.ts';
import type { CaseSummary } from '../../contract/consultations.ts';
import { CONSULTATION_TYPES } from '../../contract/reference.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const caseRow = (uuid: string) => t.db.select().from(consultations).where(eq(consultations.uuid, uuid)).get()!;
const daysFromToday = (n: number) =>
  new Date(Date.parse(todayInKazakhstan()) + n * 86_400_000).toISOString().slice(0, 10);

/** The details every outcome needing one gets: a last repayment a month ago keeps filing a year away. */
const details = () => ({
  reason: 'Табысы жоқ',
  last_repayment: daysFromToday(-30),
  filing_date: daysFromToday(1),
  refiling_date: daysFromToday(60),
});

describe('outcome state machines: every move allowed by the table is applied, every other refused', () => {
  for (const type of CONSULTATION_TYPES) {
    it(type, async () => {
      const l = await t.userWithRole('lawyer');
      const tab = tablet(t, l.token);
      const args = intakeArgs({ type });
      await tab.push('cases.intake', args);
      const table = OUTCOME_TRANSITIONS[type];
      // Every state a case of this type can be in; outcomes of other types cannot be reached.
      const reachable = new Set([...(table.first ?? []), ...Object.values(table.next).flat()]);
      const states: (Outcome | null)[] = [null, ...OUTCOMES.filter((o) => reachable.has(o))];
      let allowed = 0;
      for (const from of states) {
        for (const outcome of OUTCOMES) {
          t.db
            .update(consultations)
            .set({ outcome: from, status: 2 })
            .where(eq(consultations.uuid, args.case_uuid))
            .run();
          const event_uuid = crypto.randomUUID();
          const res = await tab.push('cases.outcome', {
            case_uuid: args.case_uuid,
            event_uuid,
            from,
            outcome,
            ...details(),
          });
          const ok = ((from === null ? table.first : table.next[from]) ?? []).includes(outcome);
          if (ok) {
            allowed++;
            expect(res.status, `${type}: ${from} → ${outcome}`).toBe('applied');
            expect(caseRow(args.case_uuid).outcome).toBe(outcome);
          } else {
            expect(res, `${type}: ${from} → ${outcome}`).toEqual({
              status: 'rejected',
              errors: { outcome: ['cases.outcome.not_allowed'] },
            });
            expect(caseRow(args.case_uuid).outcome).toBe(from);
          }
        }
      }
      // Every allowed move is in the user-action log with who did it.
      const logged = t.db
        .select()
        .from(userActions)
        .where(and(eq(userActions.action, 'cases.outcome'), eq(userActions.userId, l.user.id)))
        .all();
      expect(logged).toHaveLength(allowed);
      const declared = [table.first ?? [], ...Object.values(table.next)].reduce((n, next) => n + next!.length, 0);
      expect(allowed).toBe(declared);
    });
  }
});

describe('an outcome move', () => {
  it('is recorded with who, when and why; a final outcome finishes the case; the same move sent twice counts once', async () => {
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const args = intakeArgs({ type: 'restructuring' });
    const id = (await tab.push('cases.intake', args, Date.now() - 120_000)).entity!.id;
    const move = { case_uuid: args.case_uuid, event_uuid: crypto.randomUUID(), from: null, outcome: 'no_grounds' };
    expect(await tab.push('cases.outcome', move)).toEqual({
      status: 'rejected',
      errors: { reason: ['validation.required'] },
    });
    const at = Date.now() - 60_000;
    expect((await tab.push('cases.outcome', { ...move, reason: 'Кредит жоқ' }, at)).status).toBe('applied');
    expect((await tab.push('cases.outcome', { ...move, reason: 'Кредит жоқ' }, at)).status).toBe('applied');
    const events = t.db
      .select()
      .from(consultationEvents)
      .where(and(eq(consultationEvents.consultationId, Number(id)), eq(consultationEvents.kind, 'outcome')))
      .all();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: l.user.id, text: 'Кредит жоқ', at: new Date(at) });
    expect(events[0]!.after).toMatchObject({ outcome: 'no_grounds', status: 3, remind_at: null });
    expect(caseRow(args.case_uuid)).toMatchObject({ status: 3, outcome: 'no_grounds', remindAt: null });
  });

  it('from a state another device already left is refused as stale', async () => {
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const args = intakeArgs({ type: 'notary_inscription' });
    await tab.push('cases.intake', args);
    const base = { case_uuid: args.case_uuid, from: null };
    await tab.push('cases.outcome', { ...base, event_uuid: crypto.randomUUID(), outcome: 'documents_not_sent' });
    // A second tablet, still seeing no outcome, records the objection: allowed from both, but it saw "none".
    const res = await tablet(t, l.token).push('cases.outcome', {
      ...base,
      event_uuid: crypto.randomUUID(),
      outcome: 'objection_sent',
    });
    expect(res).toEqual({ status: 'rejected', errors: { outcome: ['cases.outcome.stale'] } });
  });

  it('made offline while the case was finished elsewhere is refused as changed on another device, not as not allowed', async () => {
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const args = intakeArgs({ type: 'notary_inscription' });
    await tab.push('cases.intake', args);
    const base = { case_uuid: args.case_uuid };
    await tab.push('cases.outcome', {
      ...base,
      from: null,
      event_uuid: crypto.randomUUID(),
      outcome: 'objection_sent',
    });
    await tab.push('cases.outcome', {
      ...base,
      from: 'objection_sent',
      event_uuid: crypto.randomUUID(),
      outcome: 'objection_accepted',
    });
    // The lawyer's other tablet, offline since the intake, records "documents not sent" from no outcome.
    const res = await tablet(t, l.token).push('cases.outcome', {
      ...base,
      from: null,
      event_uuid: crypto.randomUUID(),
      outcome: 'documents_not_sent',
    });
    expect(res).toEqual({ status: 'rejected', errors: { outcome: ['cases.outcome.stale'] } });
    expect(caseRow(args.case_uuid).outcome).toBe('objection_accepted');
  });
});

describe('dates the server computes (rules.ts, ADR 073)', () => {
  /** Intake on `intakeAt`, then "too early" recorded at `at` (both device clocks, believed: in the past). */
  async function tooEarly(lastRepayment: string, intakeAt: number, at: number) {
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const args = intakeArgs();
    await tab.push('cases.intake', args, intakeAt);
    const res = await tab.push(
      'cases.outcome',
      {
        case_uuid: args.case_uuid,
        event_uuid: crypto.randomUUID(),
        from: null,
        outcome: 'too_early',
        last_repayment: lastRepayment,
      },
      at,
    );
    return { res, row: caseRow(args.case_uuid) };
  }

  it('too early: the reminder is the first filing day, twelve months and a day after the last repayment', async () => {
    const { res, row } = await tooEarly('2025-03-15', Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 15, 18, 59));
    expect(res.status).toBe('applied');
    expect(row).toMatchObject({
      filingDate: '2026-03-16',
      remindAt: '2026-03-16',
      lastRepayment: '2025-03-15',
      status: 2,
    });
  });

  it('the day is Kazakhstan’s: at 00:00 in Almaty (19:00 UTC) the filing day has come and "too early" is refused', async () => {
    const { res, row } = await tooEarly('2025-03-15', Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 15, 19, 0));
    expect(res).toEqual({ status: 'rejected', errors: { last_repayment: ['cases.outcome.filing_open'] } });
    expect(row.outcome).toBeNull();
  });

  it('a last repayment on 29 February: filing opens on 1 March of the next year', async () => {
    const early = await tooEarly('2024-02-29', Date.UTC(2025, 1, 1), Date.UTC(2025, 1, 28, 18, 59));
    expect(early.row).toMatchObject({ filingDate: '2025-03-01', remindAt: '2025-03-01' });
    const open = await tooEarly('2024-02-29', Date.UTC(2025, 1, 1), Date.UTC(2025, 1, 28, 19, 0));
    expect(open.res.status).toBe('rejected');
  });

  it('reminder chains: an application sent is followed up 30 days later; coming reminders warn 3 days ahead', async () => {
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const sent = intakeArgs();
    await tab.push('cases.intake', sent);
    await tab.push('cases.outcome', {
      case_uuid: sent.case_uuid,
      event_uuid: crypto.randomUUID(),
      from: null,
      outcome: 'application_sent',
      filing_date: daysFromToday(0),
    });
    expect(caseRow(sent.case_uuid)).toMatchObject({ remindAt: daysFromToday(30), filingDate: daysFromToday(0) });

    const soon = intakeArgs({ type: 'fraud' });
    const later = intakeArgs({ type: 'other' });
    await tab.push('cases.intake', soon);
    await tab.push('cases.intake', later);
    for (const [c, days] of [
      [soon, 3],
      [later, 4],
    ] as const)
      await tab.push('cases.update', {
        case_uuid: c.case_uuid,
        event_uuid: crypto.randomUUID(),
        field: 'remind_at',
        value: daysFromToday(days),
      });
    const res = await t.call('GET', '/api/consultations/day', { token: l.token });
    const day = ((await res.json()) as { data: { coming: CaseSummary[]; due: CaseSummary[] } }).data;
    expect(day.coming.map((c) => c.uuid)).toEqual([soon.case_uuid]);
    expect(day.due).toEqual([]);
  });
});
