/**
 * Issue 17's open points: arrest and debt-help counts on a case, the working-hours response clock, and
 * the report's medians and accounts released (ADR 094).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail, CaseSummary } from '../../contract/consultations.ts';
import { zeroArrests, zeroDebtHelp } from '../../contract/consultation-counts.ts';
import type { CaseReport } from '../../api/consultations/report.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => {
  vi.useRealTimers();
  t.close();
});

/** An instant by Kazakhstan wall-clock time (UTC+5). */
const kz = (local: string) => Date.parse(`${local}:00+05:00`);
const at = (local: string) => vi.setSystemTime(kz(local));

async function get<T>(path: string, token: string) {
  const res = await t.call('GET', path, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const edit = (case_uuid: string, field: string, value: unknown) => ({
  case_uuid,
  event_uuid: crypto.randomUUID(),
  field,
  value,
});

describe('arrest and debt-help counts', () => {
  it('are kept on the case through cases.update, checked per field, and summed in the report', async () => {
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const args = intakeArgs();
    const id = (await tab.push('cases.intake', args)).entity!.id;
    const arrests = { ...zeroArrests(), by_writs: 2, by_bank_restriction: 1, accounts_seized: 4, accounts_released: 3 };
    expect((await tab.push('cases.update', edit(args.case_uuid, 'arrests', arrests))).status).toBe('applied');
    const debt = {
      ...zeroDebtHelp(),
      mfo: 3,
      banks: 1,
      mfo_applications: 3,
      documents_collected: 5,
      sent_to_regulator: 1,
    };
    expect((await tab.push('cases.update', edit(args.case_uuid, 'debt_help', debt))).status).toBe('applied');

    expect(
      await tab.push(
        'cases.update',
        edit(args.case_uuid, 'arrests', { ...arrests, accounts_released: 5, by_court_act: -1 }),
      ),
    ).toEqual({
      status: 'rejected',
      errors: {
        by_court_act: ['validation.number.nonNegative'],
        accounts_released: ['cases.counts.released_over_seized'],
      },
    });
    expect(
      await tab.push('cases.update', edit(args.case_uuid, 'arrests', { ...arrests, accounts_released: 5 })),
    ).toEqual({
      status: 'rejected',
      errors: { accounts_released: ['cases.counts.released_over_seized'] },
    });

    const detail = await get<CaseDetail>(`/api/consultations/${id}`, l.token);
    expect(detail.arrests).toEqual(arrests);
    expect(detail.debt_help).toEqual(debt);
    expect(detail.timeline.filter((e) => e.kind === 'field').map((e) => e.after?.field)).toEqual([
      'arrests',
      'debt_help',
    ]);

    const other = intakeArgs({ type: 'fraud' });
    await tab.push('cases.intake', other);
    await tab.push(
      'cases.update',
      edit(other.case_uuid, 'arrests', { ...zeroArrests(), accounts_seized: 2, accounts_released: 2 }),
    );
    const report = await get<CaseReport>('/api/consultations/report?group=type', l.token);
    expect(report.accounts_released).toBe(5);
    expect(report.rows.find((r) => r.key === 'fraud')?.accounts_released).toBe(2);
    const csv = await t.call('GET', '/api/consultations/report/export?group=region&format=csv', {
      token: l.token,
      locale: 'en',
    });
    const text = await csv.text();
    expect(text).toContain('Accounts released');
    expect(text.split('\r\n')[1]).toMatch(/,2,0,0,0,5,/);
  });
});

describe('the response clock in working hours (ADR 094)', () => {
  it('first contact and closing count 9:00–18:00 on working days, paused while the case waits for the client', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-27T17:30'); // a Friday
    const admin = await t.userWithRole('admin');
    const op = await t.userWithRole('operator');
    const l = await t.userWithRole('lawyer');
    const tab = tablet(t, l.token);
    const args = intakeArgs();
    const id = (await tablet(t, op.token).push('cases.intake', args)).entity!.id;
    await t.call('POST', `/api/consultations/${id}/assign`, { token: admin.token, body: { lawyer_id: l.user.id } });

    at('2026-11-30T09:45'); // Monday: 30 min on Friday and 45 today
    let c = await get<CaseDetail>(`/api/consultations/${id}`, l.token);
    expect(c.clock).toMatchObject({ first_contact_minutes: null, waiting_minutes: 75, sla_overdue: false });
    // 8 working hours from Friday 17:30: Monday 16:30.
    expect(c.clock.response_due_at).toBe(kz('2026-11-30T16:30'));

    at('2026-11-30T10:00');
    await tab.push('cases.note', { case_uuid: args.case_uuid, note_uuid: crypto.randomUUID(), text: 'Хабарластым' });
    at('2026-11-30T11:00');
    await tab.push('cases.update', edit(args.case_uuid, 'waiting_client', true));
    at('2026-12-01T11:00'); // Tuesday: the client brings the papers
    await tab.push('cases.update', edit(args.case_uuid, 'waiting_client', false));
    at('2026-12-01T12:30');
    await tab.push('cases.update', edit(args.case_uuid, 'status', 3));
    c = await get<CaseDetail>(`/api/consultations/${id}`, l.token);
    // To close: Friday 30 + Monday 9:00–11:00 120 + Tuesday 11:00–12:30 90; the wait does not count.
    expect(c.clock).toMatchObject({ first_contact_minutes: 90, close_minutes: 240, waiting_minutes: null });

    const report = await get<CaseReport>('/api/consultations/report?group=lawyer', admin.token);
    expect(report.rows.find((r) => r.key === String(l.user.id))).toMatchObject({
      median_first_contact_minutes: 90,
      median_close_minutes: 240,
    });
  });

  it('a case nobody contacted within the SLA (8 working hours) is overdue in the list; a holiday does not count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-15T17:00'); // Tuesday; 16 December is Independence Day
    const l = await t.userWithRole('lawyer');
    const admin = await t.userWithRole('admin');
    const op = await t.userWithRole('operator');
    const args = intakeArgs();
    const id = (await tablet(t, op.token).push('cases.intake', args)).entity!.id;
    await t.call('POST', `/api/consultations/${id}/assign`, { token: admin.token, body: { lawyer_id: l.user.id } });
    at('2026-12-17T15:59');
    const before = await get<CaseSummary[]>('/api/consultations', l.token);
    expect(before[0]!.clock).toMatchObject({ waiting_minutes: 479, sla_overdue: false });
    expect(before[0]!.clock.response_due_at).toBe(kz('2026-12-17T16:00'));
    at('2026-12-17T16:00');
    const after = await get<CaseSummary[]>('/api/consultations', l.token);
    expect(after[0]!.clock).toMatchObject({ waiting_minutes: 480, sla_overdue: true });
  });
});
