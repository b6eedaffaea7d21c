/**
 * A survey answer counts toward a person's outcome only when proven theirs (issue 34.7, ADR 133): an
 * anonymous answer carrying a registered person's IIN is stored as anonymous and leaves their entry/exit
 * pair as it was; the person's phone proven by SMS, or a staff account collecting, links it; anonymous
 * answers from one address to one survey are bounded (429).
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../db/roles.ts';
import { surveyResponses, users } from '../../db/schema.ts';
import { ANONYMOUS_ANSWERS_PER_HOUR } from '../../api/surveys/answer-proof.ts';
import type { SurveyInput } from '../../contract/survey.ts';
import { device } from '../support/push.ts';
import { nextIin, nextPhone } from '../support/registration-data.ts';
import { provenPhone } from '../support/sms-proof.ts';
import { surveyBody } from '../support/survey-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
let token: string;
beforeEach(async () => {
  t = makeTestApp();
  token = (await t.userWithRole('admin')).token;
});
afterEach(() => t.close());

async function published(body: SurveyInput) {
  const res = await t.call('POST', '/api/surveys', { token, body });
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await t.call('POST', `/api/surveys/${id}/publish`, { token });
  return id;
}
const debt = (n: number) => ({ has_debt: 'yes', debt_amount: n, lit1: 'b', lit2: 'yes' });
const args = (surveyId: number, answers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  client_record_id: crypto.randomUUID(),
  survey_id: surveyId,
  version: 1,
  answers,
  consent: true,
  ...extra,
});
const outcome = async () =>
  ((await (await t.call('GET', '/api/surveys/outcomes', { token })).json()) as { data: { debt: unknown }[] }).data[0]
    ?.debt;

describe('whose survey answer counts', () => {
  it('an anonymous answer with a registered person’s IIN neither links to them nor rewrites their outcome', async () => {
    const entry = await published(surveyBody({ type: 'entry' }));
    const exit = await published(surveyBody({ type: 'exit' }));
    const iin = nextIin();
    const person = t.db
      .insert(users)
      .values({ name: 'Айгүл', phone: nextPhone(), iin, roleId: ROLES.applicant })
      .returning()
      .get();
    const office = device(t, token);
    await office.push('survey.answer', args(entry, debt(5_000_000), { iin }));
    await office.push('survey.answer', args(exit, debt(4_000_000), { iin }));
    const before = await outcome();
    expect(before).toMatchObject({ people: 1, entry: 5_000_000, exit: 4_000_000 });

    const forged = await device(t, '').push('survey.answer', args(exit, debt(90_000_000), { iin }));
    expect(forged.status).toBe('applied');
    expect(await outcome()).toEqual(before);
    const row = t.db.select().from(surveyResponses).where(eq(surveyResponses.debt, 90_000_000)).get();
    expect(row).toMatchObject({ iin: null, applicantId: null, source: 'public' });

    // Someone else's phone proven by SMS proves nothing about this IIN.
    const other = nextPhone();
    const wrong = { iin, phone: other, verification: await provenPhone(t, other) };
    await device(t, '').push('survey.answer', args(exit, debt(80_000_000), wrong));
    expect(await outcome()).toEqual(before);

    // The person's own phone, proven by SMS: their answer, linked, and it counts.
    const mine = { iin, phone: person.phone, verification: await provenPhone(t, person.phone) };
    expect((await device(t, '').push('survey.answer', args(exit, debt(3_000_000), mine))).status).toBe('applied');
    expect(await outcome()).toMatchObject({ people: 1, entry: 5_000_000, exit: 3_000_000 });
    expect(t.db.select().from(surveyResponses).where(eq(surveyResponses.debt, 3_000_000)).get()).toMatchObject({
      iin,
      applicantId: person.id,
      source: 'phone',
    });
  });

  it('bounds anonymous answers per address and survey with a 429; another survey and a staff tablet still answer', async () => {
    const id = await published(surveyBody());
    const other = await published(surveyBody());
    const anon = device(t, '');
    for (let i = 0; i < ANONYMOUS_ANSWERS_PER_HOUR; i++)
      expect((await anon.push('survey.answer', args(id, { has_debt: 'no' }))).status).toBe('applied');
    const over = await t.call('POST', '/api/sync/push', {
      body: {
        clientId: anon.clientId,
        clientSecret: anon.clientSecret,
        schemaVersion: 1,
        mutations: [
          { id: ANONYMOUS_ANSWERS_PER_HOUR + 1, name: 'survey.answer', args: args(id, {}), createdAt: Date.now() },
        ],
      },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await device(t, '').push('survey.answer', args(other, { has_debt: 'no' }))).status).toBe('applied');
    expect((await device(t, token).push('survey.answer', args(id, { has_debt: 'no' }))).status).toBe('applied');
    expect(t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id)).all()).toHaveLength(
      ANONYMOUS_ANSWERS_PER_HOUR + 1,
    );
  });
});
