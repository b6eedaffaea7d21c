import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consultations, requests, userActions } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import type { CaseDetail, CaseSummary, MyCase } from '../../contract/consultations.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { nextIin } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

async function get<T>(path: string, token: string) {
  const res = await t.call('GET', path, { token });
  return { status: res.status, body: (await res.json()) as { data: T } };
}

async function lawyer() {
  const l = await t.userWithRole('lawyer');
  return { ...l, tab: tablet(t, l.token) };
}

const caseRow = (uuid: string) => t.db.select().from(consultations).where(eq(consultations.uuid, uuid)).get()!;

describe('cases.intake', () => {
  it('a lawyer takes in a walk-in: a waiting case of their own, linked to the applicant of that IIN, stored once', async () => {
    const l = await lawyer();
    const iin = nextIin();
    const person = await t.userWithRole('applicant', { iin });
    const args = intakeArgs({ iin });
    const first = await l.tab.push('cases.intake', args);
    expect(first).toMatchObject({ status: 'applied', entity: { type: 'consultation' } });
    // The queue renumbered after a lost answer: the same case again under a new mutation id.
    expect(await l.tab.push('cases.intake', args)).toMatchObject({ status: 'applied', entity: first.entity });
    expect(t.db.select().from(consultations).all()).toHaveLength(1);
    expect(caseRow(args.case_uuid)).toMatchObject({
      status: 1,
      lawyerId: l.user.id,
      applicantId: person.user.id,
      source: 'intake',
      phone: '77015551234',
      duplicateOf: null,
    });
  });

  it('a second open case of the same IIN and type names the first as a possible duplicate; the check answers yes', async () => {
    const l = await lawyer();
    const iin = nextIin();
    const first = await l.tab.push('cases.intake', intakeArgs({ iin }));
    const again = intakeArgs({ iin });
    expect((await l.tab.push('cases.intake', again)).status).toBe('applied');
    expect(caseRow(again.case_uuid).duplicateOf).toBe(first.entity!.id);
    const other = intakeArgs({ iin, type: 'fraud' });
    await l.tab.push('cases.intake', other);
    expect(caseRow(other.case_uuid).duplicateOf).toBeNull();
    const check = await get<{ open: boolean }>(`/api/consultations/duplicates?iin=${iin}&type=restructuring`, l.token);
    expect(check.body.data.open).toBe(false);
    const yes = await get<{ open: boolean }>(`/api/consultations/duplicates?iin=${iin}&type=fraud`, l.token);
    expect(yes.body.data.open).toBe(true);
  });

  it('an operator may take in a case (unassigned), an applicant may not', async () => {
    const op = await t.userWithRole('operator');
    const args = intakeArgs();
    expect((await tablet(t, op.token).push('cases.intake', args)).status).toBe('applied');
    expect(caseRow(args.case_uuid).lawyerId).toBeNull();
    const person = await t.userWithRole('applicant');
    expect(await tablet(t, person.token).push('cases.intake', intakeArgs())).toMatchObject({
      status: 'rejected',
      errors: { _: ['errors.no_role_access'] },
    });
  });
});

describe('lawyer cases are the lawyer’s own (ADR 072)', () => {
  it('a lawyer cannot read, list, note or move another lawyer’s case; an admin can read it', async () => {
    const a = await lawyer();
    const b = await lawyer();
    const args = intakeArgs();
    const made = await a.tab.push('cases.intake', args);
    const id = made.entity!.id;
    expect((await get(`/api/consultations/${id}`, b.token)).status).toBe(404);
    expect((await get<CaseSummary[]>('/api/consultations', b.token)).body.data).toEqual([]);
    expect(
      await b.tab.push('cases.note', { case_uuid: args.case_uuid, note_uuid: crypto.randomUUID(), text: 'x' }),
    ).toEqual({ status: 'rejected', errors: { case_uuid: ['cases.errors.not_found'] } });
    expect(
      await b.tab.push('cases.outcome', {
        case_uuid: args.case_uuid,
        event_uuid: crypto.randomUUID(),
        from: null,
        outcome: 'out_of_court',
      }),
    ).toEqual({ status: 'rejected', errors: { case_uuid: ['cases.errors.not_found'] } });
    expect((await get(`/api/consultations/${id}`, a.token)).status).toBe(200);
    const admin = await t.userWithRole('admin');
    expect((await get(`/api/consultations/${id}`, admin.token)).status).toBe(200);
  });

  it('an admin assigns a lawyer: the case comes to their tablet and leaves the one it was taken from', async () => {
    const a = await lawyer();
    const b = await lawyer();
    const admin = await t.userWithRole('admin');
    const args = intakeArgs();
    const id = (await a.tab.push('cases.intake', args)).entity!.id;
    const pull = async (token: string) =>
      (
        await get<{ changes: { type: string; id: string; deleted?: boolean }[] }>('/api/sync/pull?since=0', token)
      ).body.data.changes.filter((c) => c.type === 'lawyer_case');
    expect(await pull(a.token)).toMatchObject([{ id: args.case_uuid }]);
    expect(await pull(b.token)).toEqual([]);
    const res = await t.call('POST', `/api/consultations/${id}/assign`, {
      token: admin.token,
      body: { lawyer_id: b.user.id },
    });
    expect(res.status).toBe(200);
    expect(await pull(b.token)).toMatchObject([{ id: args.case_uuid }]);
    expect(await pull(a.token)).toMatchObject([{ id: args.case_uuid, deleted: true }]);
    const bad = await t.call('POST', `/api/consultations/${id}/assign`, {
      token: admin.token,
      body: { lawyer_id: admin.user.id },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({ lawyer_id: ['cases.errors.not_lawyer'] });
  });
});

describe('two devices edit one field offline (ADR 071)', () => {
  it('the later device time wins whichever arrives last; both values stay in the timeline', async () => {
    const l = await lawyer();
    const args = intakeArgs();
    const t0 = Date.now() - 3_600_000;
    const id = (await l.tab.push('cases.intake', args, t0)).entity!.id;
    const phoneTab = tablet(t, l.token);
    const later = { case_uuid: args.case_uuid, field: 'help', value: 'Өтініш жазып бердік' };
    const earlier = { case_uuid: args.case_uuid, field: 'help', value: 'Кеңес берілді' };
    expect(
      (await l.tab.push('cases.update', { ...later, event_uuid: crypto.randomUUID() }, t0 + 20 * 60_000)).status,
    ).toBe('applied');
    // The phone was offline longer: its older edit arrives after the tablet's newer one.
    expect(
      (await phoneTab.push('cases.update', { ...earlier, event_uuid: crypto.randomUUID() }, t0 + 10 * 60_000)).status,
    ).toBe('applied');
    const detail = (await get<CaseDetail>(`/api/consultations/${id}`, l.token)).body.data;
    expect(detail.help).toBe(later.value);
    const edits = detail.timeline.filter((e) => e.kind === 'field');
    expect(edits.map((e) => [e.after?.value, e.effective])).toEqual([
      [earlier.value, false],
      [later.value, true],
    ]);
    // A clock from the future is not believed: receipt time stands, and the device's value is kept.
    await phoneTab.push('cases.update', { ...earlier, event_uuid: crypto.randomUUID() }, Date.now() + 86_400_000);
    expect(caseRow(args.case_uuid).help).toBe(earlier.value);
    const last = t.db
      .select()
      .from(userActions)
      .where(and(eq(userActions.action, 'cases.update'), eq(userActions.subjectId, String(id))))
      .all()
      .at(-1)!;
    expect(last.after).toMatchObject({ effective: true, device_at: expect.any(Number) });
  });
});

describe('the person’s view', () => {
  it('sees the status and the next date of their case, never the notes or the problem', async () => {
    const l = await lawyer();
    const iin = nextIin();
    const person = await t.userWithRole('applicant', { iin });
    const args = intakeArgs({ iin });
    await l.tab.push('cases.intake', args);
    await l.tab.push('cases.note', {
      case_uuid: args.case_uuid,
      note_uuid: crypto.randomUUID(),
      text: 'ҚҰПИЯ ескерту',
    });
    const res = await t.call('GET', '/api/consultations/mine', { token: person.token });
    const text = await res.text();
    expect(text).not.toContain('ҚҰПИЯ');
    expect(text).not.toContain(args.problem);
    const mine = (JSON.parse(text) as { data: MyCase[] }).data;
    expect(mine).toEqual([
      expect.objectContaining({ status: 1, type: 'judicial_bankruptcy', next_date: caseRow(args.case_uuid).remindAt }),
    ]);
    expect(Object.keys(mine[0]!).sort()).toEqual(['created_at', 'id', 'next_date', 'status', 'title', 'type']);
  });
});

describe('intake paths', () => {
  it('the public consultation request becomes a waiting case, linked to the account of its phone', async () => {
    const person = await t.userWithRole('applicant', { iin: nextIin() });
    const id = crypto.randomUUID();
    const anon = tablet(t, '');
    const sent = await anon.push('request.submit', {
      id,
      kind: 'consultation',
      name: 'Ерлан',
      phone: person.phone,
      consultation_type: 'restructuring',
      problem: 'Банк мерзімді ұзартпайды',
      consent: true,
    });
    expect(sent.status).toBe('applied');
    expect(t.db.select().from(requests).all()).toHaveLength(1);
    expect(caseRow(id)).toMatchObject({
      status: 1,
      source: 'request',
      type: 'restructuring',
      lawyerId: null,
      applicantId: person.user.id,
      iin: person.user.iin,
    });
  });

  it('an admin sends a training applicant to consultation; a lawyer may not', async () => {
    const admin = await t.userWithRole('admin');
    const op = await t.userWithRole('operator', { districtIds: [111000000] });
    const { registrationForm } = await import('../support/registration-data.ts');
    const form = registrationForm();
    const reg = await tablet(t, op.token).push('registration.submit', { client_record_id: crypto.randomUUID(), form });
    expect(reg.status).toBe('applied');
    const appId = reg.entity!.id;
    const l = await lawyer();
    const refused = await t.call('POST', `/api/consultations/from-application/${appId}`, {
      token: l.token,
      body: { type: 'fraud' },
    });
    expect(refused.status).toBe(403);
    const res = await t.call('POST', `/api/consultations/from-application/${appId}`, {
      token: admin.token,
      body: { type: 'fraud' },
    });
    expect(res.status).toBe(201);
    const made = ((await res.json()) as { data: CaseDetail }).data;
    expect(made).toMatchObject({ status: 1, iin: form.iin, type: 'fraud', lawyer_id: null });
  });
});

describe('the lawyer’s day and the report', () => {
  it('due and overdue reminders, cases with no next step with their count, filters, and real lawyer figures', async () => {
    const l = await lawyer();
    const old = Date.now() - 10 * 86_400_000;
    const overdue = intakeArgs();
    await l.tab.push('cases.intake', overdue, old); // the first reminder (3 days after intake) has passed
    const fresh = intakeArgs({ type: 'fraud' });
    const freshId = (await l.tab.push('cases.intake', fresh)).entity!.id;
    // Clearing the reminder leaves a case with nothing planned.
    await l.tab.push('cases.update', {
      case_uuid: fresh.case_uuid,
      event_uuid: crypto.randomUUID(),
      field: 'remind_at',
      value: null,
    });
    const day = (
      await get<{ due: CaseSummary[]; no_next_step: CaseSummary[]; no_next_step_count: number }>(
        '/api/consultations/day',
        l.token,
      )
    ).body.data;
    expect(day.due.map((c) => c.uuid)).toEqual([overdue.case_uuid]);
    expect(day.due[0]!.overdue).toBe(true);
    expect(day.no_next_step.map((c) => c.id)).toEqual([freshId]);
    expect(day.no_next_step_count).toBe(1);
    const list = (await get<CaseSummary[]>('/api/consultations?overdue=1', l.token)).body.data;
    expect(list.map((c) => c.uuid)).toEqual([overdue.case_uuid]);
    expect((await get<CaseSummary[]>('/api/consultations?type=fraud', l.token)).body.data.map((c) => c.id)).toEqual([
      freshId,
    ]);

    const report = (
      await get<{ rows: { key: string; cases: number }[]; total: number }>(
        '/api/consultations/report?group=type',
        l.token,
      )
    ).body.data;
    expect(report.total).toBe(2);
    expect(report.rows.find((r) => r.key === 'fraud')?.cases).toBe(1);
    const csv = await t.call('GET', '/api/consultations/report/export?group=status&format=csv', { token: l.token });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('2');
    const stats = (await get<{ rows: { lawyer_id: number; cases: number }[] }>('/api/reports/lawyers', l.token)).body
      .data;
    expect(stats.rows).toEqual([expect.objectContaining({ lawyer_id: l.user.id, cases: 2, open: 2, finished: 0 })]);
    expect(ROLES.lawyer).toBe(l.user.roleId);
  });
});
