/**
 * Whether an IIN has an open bankruptcy or fraud case is told only within the caller's reach, and each
 * account may ask a bounded number of times (issue 34, noted: any operator or lawyer could ask of any IIN).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DUPLICATE_LOOKUPS_PER_HOUR } from '../../api/consultations/duplicate-lookup.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { KOKSHETAU, nextIin, SEMEY } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const ask = async (iin: string, token: string) => {
  const res = await t.call('GET', `/api/consultations/duplicates?iin=${iin}&type=judicial_bankruptcy`, { token });
  return { status: res.status, open: res.ok ? ((await res.json()) as { data: { open: boolean } }).data.open : null };
};

describe('the open-case check before an intake', () => {
  it("answers within the caller's districts and own cases, never of a stranger elsewhere", async () => {
    const lawyer = await t.userWithRole('lawyer');
    const iin = nextIin();
    expect((await tablet(t, lawyer.token).push('cases.intake', intakeArgs({ iin }))).status).toBe('applied');

    const here = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const elsewhere = await t.userWithRole('operator', { districtIds: [SEMEY] });
    const otherLawyer = await t.userWithRole('lawyer');
    const admin = await t.userWithRole('admin');
    expect(await ask(iin, here.token)).toEqual({ status: 200, open: true });
    expect(await ask(iin, lawyer.token)).toEqual({ status: 200, open: true });
    expect(await ask(iin, admin.token)).toEqual({ status: 200, open: true });
    expect(await ask(iin, elsewhere.token)).toEqual({ status: 200, open: false });
    expect(await ask(iin, otherLawyer.token)).toEqual({ status: 200, open: false });
  });

  it('is counted per account: past the hourly limit 429 with Retry-After', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    for (let i = 0; i < DUPLICATE_LOOKUPS_PER_HOUR; i++) expect((await ask(nextIin(), op.token)).status).toBe(200);
    const res = await t.call('GET', `/api/consultations/duplicates?iin=${nextIin()}&type=fraud`, { token: op.token });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    const fresh = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    expect((await ask(nextIin(), fresh.token)).status).toBe(200);
  });
});
