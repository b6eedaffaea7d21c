/**
 * Anonymous callers cannot squat strangers' IINs (issue 34.6, ADR 133): an agro application nobody proved
 * is the person's never blocks the person — the district office or the person signed in supersedes it,
 * the superseded one kept and shown in the office's history — and one phone claims at most three IINs.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agroApplications } from '../../db/schema.ts';
import { agroForm } from '../support/agro-data.ts';
import { device } from '../support/push.ts';
import { KOKSHETAU, nextIin, nextPhone } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const apply = (token: string, form = agroForm()) =>
  device(t, token).push('agro.apply', { client_record_id: crypto.randomUUID(), form });
const byIin = (iin: string) =>
  t.db.select().from(agroApplications).where(eq(agroApplications.iin, iin)).orderBy(agroApplications.id).all();

describe('an unproven agro application never blocks the person', () => {
  it('strangers’ IINs applied for anonymously: the district office applies for the real person and sees what it superseded', async () => {
    const squatter = nextPhone();
    const iins = [nextIin('850312', '4'), nextIin('850312', '4'), nextIin('850312', '4')];
    for (const iin of iins) expect((await apply('', agroForm({ iin, phone: squatter }))).status).toBe('applied');
    // A second anonymous caller does not supersede the first: first come, as before.
    expect(await apply('', agroForm({ iin: iins[0] }))).toMatchObject({
      status: 'rejected',
      errors: { iin: ['agro.errors.open_application'] },
    });

    const operator = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const real = await apply(operator.token, agroForm({ iin: iins[0], fio: 'Настоящий Владелец Иинович' }));
    expect(real.status).toBe('applied');
    const [squatted, mine] = byIin(iins[0]!);
    expect(squatted).toMatchObject({ status: 'superseded', phone: squatter, source: 'public' });
    expect(mine).toMatchObject({ status: 'applied', source: 'office', id: real.entity!.id });

    const detail = (await (
      await t.call('GET', `/api/agro/applications/${real.entity!.id}`, { token: operator.token })
    ).json()) as { data: { history: { action: string; after: Record<string, unknown> }[] } };
    expect(detail.data.history[0]).toMatchObject({
      action: 'agro.apply',
      after: { proven_by: 'office', supersedes: { id: squatted!.id, phone: squatter, source: 'public' } },
    });
    // The office's application is the person's: nobody supersedes it now.
    expect(await apply('', agroForm({ iin: iins[0] }))).toMatchObject({
      errors: { iin: ['agro.errors.open_application'] },
    });
  });

  it('the person signed in supersedes an anonymous application for their IIN', async () => {
    const iin = nextIin('850312', '4');
    await apply('', agroForm({ iin }));
    const me = await t.userWithRole('applicant', { iin });
    expect((await apply(me.token, agroForm({ iin }))).status).toBe('applied');
    expect(byIin(iin).map((a) => [a.status, a.applicantId])).toEqual([
      ['superseded', null],
      ['applied', me.user.id],
    ]);
  });

  it('one phone claims at most three IINs', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 3; i++) expect((await apply('', agroForm({ phone }))).status).toBe('applied');
    expect(await apply('', agroForm({ phone }))).toMatchObject({
      status: 'rejected',
      errors: { phone: ['agro.errors.phone_iins'] },
    });
    const operator = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    expect((await apply(operator.token, agroForm({ phone }))).status).toBe('applied');
  });
});
