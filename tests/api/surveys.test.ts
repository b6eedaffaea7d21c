import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../db/roles.ts';
import { surveyResponses, users } from '../../db/schema.ts';
import type { SurveyInput } from '../../contract/survey.ts';
import { insertFlow, someDistricts } from '../support/flows.ts';
import { device } from '../support/push.ts';
import { nextIin } from '../support/registration-data.ts';
import { surveyBody } from '../support/survey-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
let token: string;
beforeEach(async () => {
  t = makeTestApp();
  token = (await t.userWithRole('admin')).token;
});
afterEach(() => t.close());

type Json = { data: any; errors?: Record<string, string[]> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;
const get = async (path: string) => json(await t.call('GET', path, { token }));

async function created(body: SurveyInput = surveyBody()) {
  const res = await t.call('POST', '/api/surveys', { token, body });
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}
const publish = async (id: number) => (await json(await t.call('POST', `/api/surveys/${id}/publish`, { token }))).data;

const answer = (
  d: ReturnType<typeof device>,
  surveyId: number,
  answers: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  version = 1,
) =>
  d.push('survey.answer', {
    client_record_id: crypto.randomUUID(),
    survey_id: surveyId,
    version,
    answers,
    consent: true,
    ...extra,
  });

const basic = { has_debt: 'no', place: 'north', lit1: 'b', lit2: 'yes' };

describe('survey versions', () => {
  it('publishing freezes a version: later edits change neither the runner’s copy nor what answers are checked against', async () => {
    const id = await created();
    expect((await publish(id)).current_version).toBe(1);
    const body = surveyBody();
    body.definition.questions.push({ code: 'extra', type: 'text', label: { ru: 'Ещё' } });
    body.definition.questions[2]!.label = { ru: 'Изменено' };
    expect((await t.call('PUT', `/api/surveys/${id}`, { token, body })).status).toBe(200);

    const runner = (await json(await t.call('GET', `/api/public/surveys/${id}`))).data;
    expect(runner.version).toBe(1);
    expect(runner.definition.questions.map((q: { code: string }) => q.code)).not.toContain('extra');
    expect(runner.definition.questions[2].label.ru).toBe('Где вы живёте?');
    // The literacy items' right answers stay on the server, which grades; the respondent's phone never has them.
    expect(runner.definition.questions.filter((q: object) => 'score' in q)).toEqual([]);
    expect(JSON.stringify(runner)).not.toContain('"right"');
    // The new question is not part of version 1 yet.
    expect(await answer(device(t, ''), id, { ...basic, extra: 'x' })).toEqual({
      status: 'rejected',
      errors: { 'answers.extra': ['survey.errors.unknown_question'] },
    });
    expect((await publish(id)).versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await answer(device(t, ''), id, { ...basic, extra: 'x' }, {}, 2)).status).toBe('applied');
  });

  it('answers to a withdrawn version still count under it; one begun after the withdrawal is refused', async () => {
    const id = await created();
    await publish(id);
    const before = Date.now();
    const tablet = device(t, '');
    expect((await answer(tablet, id, basic)).status).toBe('applied');
    await publish(id); // version 1 withdrawn, version 2 open
    expect((await answer(device(t, ''), id, { ...basic, place: 'south' }, {}, 2)).status).toBe('applied');

    // A tablet offline since before the withdrawal sends its version-1 answers now: they count.
    const push = async (createdAt: number) => {
      const res = await t.call('POST', '/api/sync/push', {
        body: {
          clientId: crypto.randomUUID(),
          clientSecret: 'cd'.repeat(32),
          schemaVersion: 1,
          mutations: [
            {
              id: 1,
              name: 'survey.answer',
              createdAt,
              args: { client_record_id: crypto.randomUUID(), survey_id: id, version: 1, answers: basic, consent: true },
            },
          ],
        },
      });
      return (await json(res)).data.results[0];
    };
    expect((await push(before)).status).toBe('applied');
    expect(await push(Date.now() + 1000)).toMatchObject({
      status: 'rejected',
      errors: { survey_id: ['survey.errors.withdrawn'] },
    });

    const all = (await get(`/api/surveys/${id}/stats`)).data;
    expect(all.respondents).toBe(3);
    expect(all.versions).toEqual([
      { version: 1, count: 2 },
      { version: 2, count: 1 },
    ]);
    const v1 = (await get(`/api/surveys/${id}/stats?version=1`)).data;
    expect(v1.respondents).toBe(2);
    expect(v1.questions.find((q: { code: string }) => q.code === 'place').options[0]).toMatchObject({
      code: 'north',
      count: 2,
      percent: 100,
    });
  });

  it('withdrawing closes the runner’s link', async () => {
    const id = await created();
    await publish(id);
    expect((await t.call('POST', `/api/surveys/${id}/withdraw`, { token })).status).toBe(200);
    expect((await t.call('GET', `/api/public/surveys/${id}`)).status).toBe(404);
    expect((await t.call('POST', `/api/surveys/${id}/withdraw`, { token })).status).toBe(422);
  });

  it('refuses a definition whose show-if looks at a later question or whose right answer is no option', async () => {
    const body = surveyBody();
    body.definition.questions[1]!.show_if = { question: 'age', equals: ['1'] };
    body.definition.questions[4]!.score = { right: 'z', points: 1 };
    const res = await t.call('POST', '/api/surveys', { token, body });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toMatchObject({
      'definition.questions.1.show_if.question': ['survey.errors.show_if'],
      'definition.questions.4.score': ['survey.errors.score'],
    });
  });
});

describe('survey.answer', () => {
  it('refuses an answer to a question show-if hides, and a required shown one left empty', async () => {
    const id = await created();
    await publish(id);
    expect(await answer(device(t, ''), id, { ...basic, has_debt: 'no', debt_amount: 5000 })).toEqual({
      status: 'rejected',
      errors: { 'answers.debt_amount': ['survey.errors.hidden'] },
    });
    expect(await answer(device(t, ''), id, { ...basic, has_debt: 'yes' })).toEqual({
      status: 'rejected',
      errors: { 'answers.debt_amount': ['validation.required'] },
    });
    expect(await answer(device(t, ''), id, { ...basic, has_debt: 'yes', debt_amount: 5000, age: 7 })).toEqual({
      status: 'rejected',
      errors: { 'answers.age': ['survey.errors.out_of_range'] },
    });
    expect(t.db.select().from(surveyResponses).all()).toHaveLength(0);
  });

  it('a replay, by mutation id or by record id, is one record', async () => {
    const id = await created();
    await publish(id);
    const tablet = device(t, '');
    const args = { client_record_id: crypto.randomUUID(), survey_id: id, version: 1, answers: basic, consent: true };
    const first = await tablet.push('survey.answer', args, 1);
    expect(first).toMatchObject({ status: 'applied', entity: { type: 'survey_response' } });
    expect(await tablet.push('survey.answer', args, 1)).toMatchObject({ status: 'duplicate', entity: first.entity });
    expect(await tablet.push('survey.answer', args, 2)).toMatchObject({ status: 'applied', entity: first.entity });
    expect(t.db.select().from(surveyResponses).all()).toHaveLength(1);
  });

  it('a staff account’s answer links the respondent by IIN and keeps an unknown IIN; an anonymous one is anonymous, IIN or not', async () => {
    const id = await created();
    await publish(id);
    const iin = nextIin();
    const person = t.db
      .insert(users)
      .values({ name: 'Айгүл', phone: '77059990001', iin, roleId: ROLES.applicant })
      .returning()
      .get();
    const stranger = nextIin();
    await answer(device(t, token), id, basic, { iin });
    await answer(device(t, token), id, basic, { iin: stranger });
    await answer(device(t, ''), id, basic);
    await answer(device(t, ''), id, basic, { iin });
    expect(await answer(device(t, ''), id, basic, { iin: '123' })).toMatchObject({
      errors: { iin: ['validation.iin.invalid'] },
    });
    const rows = t.db.select().from(surveyResponses).orderBy(surveyResponses.id).all();
    expect(rows.map((r) => [r.iin, r.applicantId, r.source])).toEqual([
      [iin, person.id, 'public'],
      [stranger, null, 'public'],
      [null, null, 'public'],
      [null, null, 'public'],
    ]);
    expect(rows[0]).toMatchObject({ score: 2, maxScore: 2, debt: null });
  });

  it('an applicant in the account answers as themselves, whatever IIN the form carries', async () => {
    const id = await created();
    await publish(id);
    const iin = nextIin();
    const me = await t.userWithRole('applicant', { iin });
    expect((await answer(device(t, me.token), id, basic, { iin: nextIin() })).status).toBe('applied');
    expect(t.db.select().from(surveyResponses).get()).toMatchObject({
      iin,
      applicantId: me.user.id,
      source: 'account',
      collectedBy: null,
    });
  });

  it('a trainer collects in their own flow (its region and district are taken), not in another’s', async () => {
    const id = await created();
    await publish(id);
    const { regionId, districtId } = someDistricts(t.db);
    const trainer = await t.userWithRole('trainer');
    const mine = insertFlow(t.db, { regionId, districtId, trainerId: trainer.user.id });
    const other = insertFlow(t.db, { regionId, districtId });
    const tablet = device(t, trainer.token);
    expect((await answer(tablet, id, basic, { flow_id: mine.id })).status).toBe('applied');
    expect(await answer(tablet, id, basic, { flow_id: other.id })).toMatchObject({
      errors: { flow_id: ['survey.errors.not_your_flow'] },
    });
    expect(t.db.select().from(surveyResponses).where(eq(surveyResponses.flowId, mine.id)).get()).toMatchObject({
      regionId,
      districtId,
      source: 'flow',
      collectedBy: trainer.user.id,
    });
  });
});
