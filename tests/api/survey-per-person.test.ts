/**
 * Issue 33 point 4: the same person counted twice. A survey says whether it takes one answer per person
 * (the default: statistics count people, a person's latest answer set standing for them) or is a
 * repeated measurement (every answer set counts); the statistics say both figures.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surveyVersions } from '../../db/schema.ts';
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

type Json = { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;
const get = async (path: string) => (await json(await t.call('GET', path, { token }))).data;

/** Collected by a staff account (so the IIN is the person's, ADR 133); without an IIN: anonymous. */
const answer = (surveyId: number, place: string, iin?: string, at = Date.now()) =>
  device(t, iin ? token : '').push(
    'survey.answer',
    {
      client_record_id: crypto.randomUUID(),
      survey_id: surveyId,
      version: 1,
      answers: { has_debt: 'no', place },
      consent: true,
      ...(iin ? { iin } : {}),
    },
    undefined,
    at,
  );
const places = (stats: { questions: { code: string; options: { code: string; count: number }[] }[] }) =>
  Object.fromEntries(stats.questions.find((q) => q.code === 'place')!.options.map((o) => [o.code, o.count]));

describe('one answer per person or a repeated measurement', () => {
  it('counts a person who answered twice once, by their latest answer, unless the survey repeats', async () => {
    const created = await json(await t.call('POST', '/api/surveys', { token, body: surveyBody() }));
    const id = created.data.id as number;
    expect(created.data.per_person).toBe('once');
    await t.call('POST', `/api/surveys/${id}/publish`, { token });
    const twice = nextIin();
    for (const [place, iin] of [
      ['north', twice],
      ['south', twice],
      ['south', nextIin()],
      ['north', undefined],
    ] as const)
      expect((await answer(id, place, iin)).status).toBe('applied');

    const once = await get(`/api/surveys/${id}/stats`);
    expect(once).toMatchObject({ respondents: 3, answer_sets: 4, people: 3 });
    expect(places(once)).toEqual({ north: 1, south: 2 });

    const body = { ...surveyBody(), per_person: 'repeated' };
    expect((await json(await t.call('PUT', `/api/surveys/${id}`, { token, body }))).data.per_person).toBe('repeated');
    const repeated = await get(`/api/surveys/${id}/stats`);
    expect(repeated).toMatchObject({ respondents: 4, answer_sets: 4, people: 3 });
    expect(places(repeated)).toEqual({ north: 2, south: 2 });
    // An edit that does not name the setting keeps it.
    expect((await json(await t.call('PUT', `/api/surveys/${id}`, { token, body: surveyBody() }))).data.per_person).toBe(
      'repeated',
    );
  });

  it('counts the answer given last, not the one that arrived last', async () => {
    const id = (await json(await t.call('POST', '/api/surveys', { token, body: surveyBody() }))).data.id as number;
    await t.call('POST', `/api/surveys/${id}/publish`, { token });
    // Published two hours ago, so a device time an hour ago lies inside the server's trust window.
    t.db
      .update(surveyVersions)
      .set({ publishedAt: new Date(Date.now() - 7_200_000) })
      .where(eq(surveyVersions.surveyId, id))
      .run();
    const person = nextIin();
    // The phone's answer of now arrives first; the tablet's, given an hour ago offline, after it.
    expect((await answer(id, 'north', person)).status).toBe('applied');
    expect((await answer(id, 'south', person, Date.now() - 3_600_000)).status).toBe('applied');
    const stats = await get(`/api/surveys/${id}/stats`);
    expect(stats).toMatchObject({ respondents: 1, answer_sets: 2, people: 1 });
    expect(places(stats)).toEqual({ north: 1, south: 0 });
  });

  it('tells a trainer typing an IIN that this person already answered the survey', async () => {
    const id = (await json(await t.call('POST', '/api/surveys', { token, body: surveyBody() }))).data.id as number;
    await t.call('POST', `/api/surveys/${id}/publish`, { token });
    const trainer = (await t.userWithRole('trainer')).token;
    const asked = async (iin: string, as = trainer) => {
      const res = await t.call('GET', `/api/surveys/${id}/answered?iin=${iin}`, { token: as });
      return { status: res.status, data: ((await res.json()) as Json).data };
    };
    const person = nextIin();
    expect(await asked(person)).toEqual({ status: 200, data: { count: 0, last_at: null, per_person: 'once' } });
    expect((await answer(id, 'north', person)).status).toBe('applied');
    expect((await answer(id, 'south', person)).status).toBe('applied');
    const { data } = await asked(person);
    expect(data).toMatchObject({ count: 2, per_person: 'once' });
    expect(typeof data.last_at).toBe('number');
    // Nobody else's answers, and not for an applicant or a malformed IIN.
    expect((await asked(nextIin())).data.count).toBe(0);
    expect((await asked(person, (await t.userWithRole('applicant')).token)).status).toBe(403);
    expect((await asked('123')).status).toBe(422);
  });
});
