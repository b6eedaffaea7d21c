import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema.ts';
import { katoName } from '../../api/reference/kato-names.ts';
import { responsesOf } from '../../api/surveys/responses-query.ts';
import { MAX_TEXTS, surveyStats } from '../../api/surveys/stats.ts';
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

async function published(body: SurveyInput = surveyBody()) {
  const id = (await json(await t.call('POST', '/api/surveys', { token, body }))).data.id as number;
  await t.call('POST', `/api/surveys/${id}/publish`, { token });
  return id;
}
/** `staff`: collected by a staff account (proven, ADR 133); otherwise sent anonymously. `at`: the device's clock. */
const answer = (
  surveyId: number,
  answers: Record<string, unknown>,
  { staff, at, ...extra }: Record<string, unknown> = {},
) =>
  device(t, staff ? token : '').push(
    'survey.answer',
    { client_record_id: crypto.randomUUID(), survey_id: surveyId, version: 1, answers, consent: true, ...extra },
    undefined,
    (at as number | undefined) ?? Date.now(),
  );

describe('survey statistics', () => {
  async function fiveAnswers() {
    const id = await published();
    const sets = [
      { place: 'north', channel: ['tv', 'web'], age: 20 },
      { place: 'north', channel: ['web'], age: 30 },
      { place: 'south', channel: ['tv'], age: 40 },
      { place: 'south', age: 50, comment: 'Всё понятно' },
      { channel: ['friends'], age: 60 },
    ];
    for (const s of sets) expect((await answer(id, { has_debt: 'no', ...s })).status).toBe('applied');
    return id;
  }

  it('counts each question with "no answer" apart, shares of those who answered, and numeric summaries', async () => {
    const id = await fiveAnswers();
    const { data } = await get(`/api/surveys/${id}/stats`);
    const q = (code: string) => data.questions.find((x: { code: string }) => x.code === code);
    expect(data.respondents).toBe(5);
    expect(q('channel')).toMatchObject({ answered: 4, no_answer: 1, not_shown: 0 });
    expect(q('channel').options.map((o: { count: number; percent: number }) => [o.count, o.percent])).toEqual([
      [2, 50],
      [2, 50],
      [1, 25],
    ]);
    expect(q('debt_amount')).toMatchObject({ answered: 0, no_answer: 0, not_shown: 5 });
    // 20..60: p5 = 20 + 0.2 × 10, p95 = 50 + 0.8 × 10.
    expect(q('age').numeric).toEqual({ count: 5, mean: 40, median: 40, min: 20, max: 60, p5: 22, p95: 58 });
    expect(q('comment').texts).toEqual(['Всё понятно']);
  });

  it('a cross-tab of two questions matches the hand count, "no answer" as its own row and column', async () => {
    const id = await fiveAnswers();
    const { data } = await get(`/api/surveys/${id}/crosstab?row=place&col=channel`);
    expect(data.rows.map((r: { code: string }) => r.code)).toEqual(['north', 'south', '_none']);
    expect(data.cols.map((c: { code: string }) => c.code)).toEqual(['tv', 'web', 'friends', '_none']);
    expect(data.cells).toEqual([
      [1, 2, 0, 0],
      [1, 0, 0, 1],
      [0, 0, 1, 0],
    ]);
    expect(data.row_totals).toEqual([3, 2, 1]);
    expect(data.col_totals).toEqual([2, 2, 1, 1]);
    expect(data.respondents).toBe(5);
    const numeric = await t.call('GET', `/api/surveys/${id}/crosstab?row=place&col=age`, { token });
    expect(numeric.status).toBe(422);
    expect((await json(numeric)).errors).toEqual({ col: ['survey.errors.not_categorical'] });
  });

  it('names region answers in every language, in the statistics and in a cross-tab', async () => {
    const questions = [
      ...surveyBody().definition.questions,
      { code: 'home', type: 'region' as const, label: { ru: 'Область' } },
    ];
    const id = await published(surveyBody({ definition: { questions } }));
    await answer(id, { has_debt: 'no', place: 'north', home: '630000000' });
    const home = (await get(`/api/surveys/${id}/stats`)).data.questions.find(
      (q: { code: string }) => q.code === 'home',
    );
    expect(home.options[0].label).toMatchObject({ zh: '东哈萨克斯坦州', en: 'East Kazakhstan Region' });
    const { data } = await get(`/api/surveys/${id}/crosstab?row=home&col=place`);
    expect(data.rows[0].label).toMatchObject({ zh: '东哈萨克斯坦州', kk: 'Шығыс Қазақстан облысы' });
  });

  it('a public-link answer takes its region and district from the survey’s place questions, for every region filter', async () => {
    const { regionId, districtId } = someDistricts(t.db);
    const questions = [
      ...surveyBody().definition.questions,
      { code: 'home', type: 'region' as const, label: { ru: 'Область' } },
      { code: 'home_district', type: 'district' as const, label: { ru: 'Район' } },
    ];
    const id = await published(surveyBody({ definition: { questions } }));
    const sent = await answer(id, { has_debt: 'no', home: String(regionId), home_district: String(districtId) });
    expect(sent.status).toBe('applied');
    expect(t.db.select().from(surveyResponses).all().at(-1)).toMatchObject({ regionId, districtId });
    expect((await get(`/api/surveys/${id}/stats?region_id=${regionId}`)).data.respondents).toBe(1);
    // A district that is not in the named region is refused on the question, not stored as a place.
    const wrong = await answer(id, { has_debt: 'no', home: '630000000', home_district: String(districtId) });
    expect(wrong).toMatchObject({
      status: 'rejected',
      errors: { 'answers.home_district': ['validation.kato.mismatch'] },
    });
  });

  it('filters by region and district and exports one row per respondent', async () => {
    const id = await published();
    const { regionId, districtId } = someDistricts(t.db);
    await answer(id, { has_debt: 'no', place: 'north' }, { region_id: regionId, district_id: districtId });
    await answer(id, { has_debt: 'no', place: 'south' });
    expect((await get(`/api/surveys/${id}/stats?district_id=${districtId}`)).data.respondents).toBe(1);
    expect((await get(`/api/surveys/${id}/stats?region_id=${regionId}&date_from=2020-01-01`)).data.respondents).toBe(1);
    const csv = await (await t.call('GET', `/api/surveys/${id}/export?format=csv`, { token })).text();
    expect(csv.trim().split('\n')).toHaveLength(3);
    expect(csv).toContain('has_debt');
    // Places by name in the reader's language, never as KATO codes.
    expect(csv).not.toContain(String(regionId));
    expect(csv).toContain(katoName(regionId, 'kk')!); // the server's default language
    // The page downloads it through a single-use link (ADR 057).
    const ticket = await t.call('POST', '/api/download-tickets', {
      token,
      body: { url: `/api/surveys/${id}/export?format=xlsx` },
    });
    expect(ticket.status).toBe(201);
    const file = await t.call('GET', (await json(ticket)).data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toContain('spreadsheetml');
  });
});

describe('programme outcome indicators', () => {
  it('pairs entry and exit by IIN and compares literacy share and declared debt against +30 % and −20 %', async () => {
    const entry = await published(surveyBody({ type: 'entry' }));
    const exit = await published(surveyBody({ type: 'exit' }));
    const { regionId } = someDistricts(t.db);
    const [a, b, c] = [nextIin(), nextIin(), nextIin()];
    const debt = (n: number) => ({ has_debt: 'yes', debt_amount: n });
    await answer(entry, { ...debt(100_000), lit1: 'a', lit2: 'yes' }, { staff: true, iin: a }); // 1 of 2
    await answer(entry, { ...debt(200_000), lit1: 'b', lit2: 'no' }, { staff: true, iin: b }); // 1 of 2
    await answer(entry, { ...debt(50_000), lit1: 'a', lit2: 'no' }, { staff: true, iin: c }); // no exit: not matched
    await answer(entry, { ...debt(1), lit1: 'a', lit2: 'no' }); // anonymous: never matched
    await answer(exit, { ...debt(70_000), lit1: 'b', lit2: 'yes' }, { staff: true, iin: a, region_id: regionId }); // 2 of 2
    await answer(exit, { ...debt(170_000), lit1: 'b', lit2: 'no' }, { staff: true, iin: b, region_id: regionId }); // 1 of 2

    const [all] = (await get('/api/surveys/outcomes')).data;
    // Literacy: mean share 0.5 → (1 + 0.5) / 2 = 0.75, +50 %. Debt: 300,000 → 240,000, −20 %.
    expect(all).toEqual({
      key: null,
      matched: 2,
      literacy: { people: 2, entry: 0.5, exit: 0.75, change: 0.5, target: 0.3, met: true },
      debt: { people: 2, entry: 300_000, exit: 240_000, change: -0.2, target: -0.2, met: true },
    });
    const byRegion = (await get('/api/surveys/outcomes?group=region')).data;
    expect(byRegion).toMatchObject([{ key: regionId, matched: 2 }]);
  });

  it('names each flow of the per-flow outcomes by its title', async () => {
    const entry = await published(surveyBody({ type: 'entry' }));
    const exit = await published(surveyBody({ type: 'exit' }));
    const { regionId, districtId } = someDistricts(t.db);
    const flow = insertFlow(t.db, { regionId, districtId, title: 'Көкшетау, қараша' });
    const iin = nextIin();
    await answer(entry, { has_debt: 'no', lit1: 'a', lit2: 'yes' }, { staff: true, iin, flow_id: flow.id });
    await answer(exit, { has_debt: 'no', lit1: 'b', lit2: 'yes' }, { staff: true, iin, flow_id: flow.id });
    const byFlow = (await get('/api/surveys/outcomes?group=flow')).data;
    expect(byFlow).toMatchObject([{ key: flow.id, name: 'Көкшетау, қараша', matched: 1 }]);
  });

  it('takes the exit answer given last, not the one synced last: a tablet’s older answer arriving late changes nothing', async () => {
    const entry = await published(surveyBody({ type: 'entry' }));
    const exit = await published(surveyBody({ type: 'exit' }));
    const iin = nextIin();
    const debt = (n: number) => ({ has_debt: 'yes', debt_amount: n });
    await answer(entry, { ...debt(100_000), lit1: 'a', lit2: 'yes' }, { staff: true, iin }); // 1 of 2
    const now = Date.now();
    // Her phone's exit answer, given a minute after the tablet's, reaches the server first.
    await answer(exit, { ...debt(45_000), lit1: 'b', lit2: 'yes' }, { staff: true, iin, at: now + 60_000 }); // 2 of 2
    await answer(exit, { ...debt(90_000), lit1: 'b', lit2: 'no' }, { staff: true, iin, at: now + 1_000 }); // 1 of 2
    const [all] = (await get('/api/surveys/outcomes')).data;
    expect(all.literacy).toMatchObject({ people: 1, entry: 0.5, exit: 1, change: 1 });
    expect(all.debt).toMatchObject({ people: 1, entry: 100_000, exit: 45_000, change: -0.55 });
  });
});

describe('Google Forms import', () => {
  const csv = [
    'Timestamp,Где вы живёте?,Откуда узнали?,"Ваш город, район",Комментарий,Сколько детей?,Любимые продукты',
    '2026/11/20 10:15:32,NORTH,TV;WEB,"Кокшетау, центр","Хорошо,',
    'спасибо ""всем""",2,хлеб;молоко',
    '2026/11/20 11:00:00,SOUTH,FRIENDS,Алматы,,3,молоко',
  ].join('\r\n');

  it('maps columns by header, infers new questions, keeps quoted commas, line breaks and "a;b" choices; a re-import adds nothing', async () => {
    const id = await published();
    const res = await t.call('POST', `/api/surveys/${id}/import`, { token, body: { csv } });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ imported: 2, duplicates: 0, version: 2, added: ['q9', 'q10', 'q11'] });
    expect(data.mapping).toEqual({
      'Где вы живёте?': 'place',
      'Откуда узнали?': 'channel',
      'Ваш город, район': 'q9',
      Комментарий: 'comment',
      'Сколько детей?': 'q10',
      'Любимые продукты': 'q11',
    });
    const types = Object.fromEntries(
      data.survey.definition.questions.map((q: { code: string; type: string }) => [q.code, q.type]),
    );
    expect([types.q9, types.q10, types.q11]).toEqual(['text', 'integer', 'multiple']);
    const rows = t.db.select().from(surveyResponses).orderBy(surveyResponses.id).all();
    expect(rows[0]).toMatchObject({
      version: 2,
      source: 'import',
      createdAt: new Date('2026-11-20T05:15:32Z'),
      answers: {
        place: 'north',
        channel: ['tv', 'web'],
        q9: 'Кокшетау, центр',
        comment: 'Хорошо,\nспасибо "всем"',
        q10: 2,
        q11: ['o1', 'o2'],
      },
    });
    expect(rows[1]!.answers).toEqual({ place: 'south', channel: ['friends'], q9: 'Алматы', q10: 3, q11: ['o2'] });

    // The same file again, with one column now left out by the admin: nothing new, the map is kept.
    const again = await json(
      await t.call('POST', `/api/surveys/${id}/import`, { token, body: { csv, mapping: { Комментарий: null } } }),
    );
    expect(again.data).toMatchObject({ imported: 0, duplicates: 2, version: 2, added: [] });
    expect((await get(`/api/surveys/${id}`)).data.import_map).toMatchObject({
      Комментарий: null,
      'Сколько детей?': 'q10',
    });
  });

  it('refuses a file with a header and no answers', async () => {
    const id = await published();
    const res = await t.call('POST', `/api/surveys/${id}/import`, { token, body: { csv: 'Timestamp,Q\r\n' } });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ csv: ['survey.errors.import_empty'] });
  });
});

describe('a survey answered by very many', () => {
  it('is read a page of answer sets at a time, in id order, and keeps the latest text answers with their total', async () => {
    const id = await published();
    const n = MAX_TEXTS + 203;
    t.db
      .insert(surveyResponses)
      .values(
        Array.from({ length: n }, (_, i) => ({
          clientRecordId: crypto.randomUUID(),
          surveyId: id,
          version: 1,
          type: 'entry' as const,
          answers: { has_debt: i % 2 ? 'yes' : 'no', age: 20 + (i % 50), comment: `answer ${i}` },
          source: 'public' as const,
        })),
      )
      .run();
    const ids = [...responsesOf(t.db, id, {}, 97)].map((r) => r.id);
    expect(ids).toHaveLength(n);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(n);

    const stats = surveyStats(t.db, { surveyId: id, f: {} });
    expect(stats.respondents).toBe(n);
    const comment = stats.questions.find((q) => q.code === 'comment')!;
    expect(comment.texts_total).toBe(n);
    expect(comment.texts).toHaveLength(MAX_TEXTS);
    expect(comment.texts.at(-1)).toBe(`answer ${n - 1}`);
    expect(comment.texts[0]).toBe(`answer ${n - MAX_TEXTS}`);
    const age = stats.questions.find((q) => q.code === 'age')!;
    expect(age.numeric).toMatchObject({ count: n, min: 20, max: 69 });
  });
});
