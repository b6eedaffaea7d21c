import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agroApplicationCourses, agroApplications, userActions } from '../../db/schema.ts';
import { agroForm } from '../support/agro-data.ts';
import { device } from '../support/push.ts';
import { ABAY_REGION, AKMOLA, KOKSHETAU, SEMEY, nextIin } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const apply = (d: ReturnType<typeof device>, form = agroForm(), id: string = crypto.randomUUID()) =>
  d.push('agro.apply', { client_record_id: id, form });

async function admin() {
  return (await t.userWithRole('admin')).token;
}

async function json(res: Response) {
  return (await res.json()) as { data: any; meta?: any; errors?: Record<string, string[]> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const history = (id: number) =>
  t.db
    .select()
    .from(userActions)
    .where(and(eq(userActions.subjectType, 'agro_application'), eq(userActions.subjectId, String(id))))
    .all();

describe('agro.apply', () => {
  it('an anonymous phone applies for two courses; a replay, by mutation id or by record id, stores nothing more', async () => {
    const phone = device(t, '');
    const id = crypto.randomUUID();
    const form = agroForm();
    const first = await phone.push('agro.apply', { client_record_id: id, form }, 1);
    expect(first).toMatchObject({ status: 'applied', entity: { type: 'agro_application' } });
    // The answer was lost: the same mutation again, then the same record as a new mutation (renumbered queue).
    expect(await phone.push('agro.apply', { client_record_id: id, form }, 1)).toMatchObject({
      status: 'duplicate',
      entity: first.entity,
    });
    expect(await phone.push('agro.apply', { client_record_id: id, form }, 2)).toMatchObject({
      status: 'applied',
      entity: first.entity,
    });

    const rows = t.db.select().from(agroApplications).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      iin: form.iin,
      name: form.fio,
      status: 'applied',
      source: 'public',
      coopName: 'Береке',
      applicantId: null,
      answers: expect.objectContaining({ land_area: 12.5, land_unit: 'sotka', credit_amount: 2_000_000 }),
    });
    expect(
      t.db
        .select()
        .from(agroApplicationCourses)
        .all()
        .map((c) => c.course)
        .sort(),
    ).toEqual(['apple', 'broiler']);
    expect(history(rows[0]!.id).map((h) => h.action)).toEqual(['agro.apply']);
  });

  it('the same record id with other content is a conflict, not a second application', async () => {
    const phone = device(t, '');
    const id = crypto.randomUUID();
    await phone.push('agro.apply', { client_record_id: id, form: agroForm() }, 1);
    const other = await phone.push('agro.apply', { client_record_id: id, form: agroForm() }, 1);
    expect(other.status).toBe('conflict');
    expect(t.db.select().from(agroApplications).all()).toHaveLength(1);
  });

  it('one open application per IIN: the second is refused on the IIN until the first is closed', async () => {
    const token = await admin();
    const phone = device(t, '');
    const form = agroForm();
    const first = await apply(phone, form);
    expect(await apply(phone, { ...form, courses: ['cattle'] })).toEqual({
      status: 'rejected',
      errors: { iin: ['agro.errors.open_application'] },
    });
    await t.call('POST', `/api/agro/applications/${first.entity!.id}/status`, {
      token,
      body: { status: 'rejected', reason: 'Нет земли' },
    });
    expect((await apply(phone, { ...form, courses: ['cattle'] })).status).toBe('applied');
  });

  it('refuses a district outside its region, a person the IIN contradicts, and an operator outside their districts', async () => {
    const phone = device(t, '');
    expect(await apply(phone, agroForm({ district_id: SEMEY }))).toEqual({
      status: 'rejected',
      errors: { district_id: ['validation.kato.mismatch'] },
    });
    const r = await apply(phone, agroForm({ gender: 'male' }));
    expect(r).toMatchObject({ status: 'rejected', errors: { gender: ['validation.gender.iin'] } });
    const op = await t.userWithRole('operator', { districtIds: [SEMEY] });
    expect(await apply(device(t, op.token), agroForm())).toEqual({
      status: 'rejected',
      errors: { district_id: ['validation.district.not_yours'] },
    });
    expect(t.db.select().from(agroApplications).all()).toHaveLength(0);
  });

  it('an operator’s tablet application is marked office and theirs', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    await apply(device(t, op.token), agroForm());
    expect(t.db.select().from(agroApplications).get()).toMatchObject({ source: 'office', registeredBy: op.user.id });
  });
});

describe('agro workflow', () => {
  async function applied(courses: string[] = ['broiler', 'apple']) {
    const r = await apply(device(t, ''), agroForm({ courses: courses as never }));
    return Number(r.entity!.id);
  }
  const move = (token: string, id: number, body: unknown) =>
    t.call('POST', `/api/agro/applications/${id}/status`, { token, body });

  it('walks applied → screened → enrolled → trained → credit applied → funded, each step audited', async () => {
    const token = await admin();
    const id = await applied();
    for (const body of [
      { status: 'screened' },
      { status: 'enrolled', course: 'apple' },
      { status: 'trained' },
      { status: 'credit_applied' },
      { status: 'funded', reason: 'Договор №12' },
    ]) {
      const res = await move(token, id, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    const { data } = await json(await t.call('GET', `/api/agro/applications/${id}`, { token }));
    expect(data).toMatchObject({ status: 'funded', enrolled_course: 'apple', status_reason: 'Договор №12' });
    expect(data.history.map((h: { action: string }) => h.action)).toEqual([
      'agro.apply',
      'agro.status',
      'agro.status',
      'agro.status',
      'agro.status',
      'agro.status',
    ]);
    expect(history(id)[2]).toMatchObject({
      before: { status: 'screened', status_reason: null, enrolled_course: null },
      after: { status: 'enrolled', status_reason: null, enrolled_course: 'apple' },
    });
  });

  it('refuses moves the workflow does not allow, and changes nothing', async () => {
    const token = await admin();
    const id = await applied();
    for (const status of ['enrolled', 'trained', 'funded', 'applied']) {
      const res = await move(token, id, { status, course: 'apple' });
      expect(res.status).toBe(422);
      expect((await json(res)).errors).toEqual({ status: ['agro.status.not_allowed'] });
    }
    await move(token, id, { status: 'rejected', reason: 'Нет хозяйства' });
    const back = await move(token, id, { status: 'screened' });
    expect((await json(back)).errors).toEqual({ status: ['agro.status.not_allowed'] });
    expect(t.db.select().from(agroApplications).get()).toMatchObject({
      status: 'rejected',
      statusReason: 'Нет хозяйства',
    });
    expect(history(id)).toHaveLength(2);
  });

  it('a rejection needs a reason; enrolling needs one of the chosen courses', async () => {
    const token = await admin();
    const id = await applied(['broiler']);
    const noReason = await move(token, id, { status: 'rejected', reason: '  ' });
    expect(noReason.status).toBe(422);
    expect((await json(noReason)).errors).toEqual({ reason: ['validation.reason.required'] });
    await move(token, id, { status: 'screened' });
    expect((await json(await move(token, id, { status: 'enrolled' }))).errors).toEqual({
      course: ['validation.required'],
    });
    expect((await json(await move(token, id, { status: 'enrolled', course: 'apple' }))).errors).toEqual({
      course: ['agro.status.course_not_chosen'],
    });
    expect(t.db.select().from(agroApplications).get()?.status).toBe('screened');
  });

  it('assigns a curator and a technologist, to one application or the whole cooperative of the district', async () => {
    const token = await admin();
    const curator = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const technologist = await t.userWithRole('trainer');
    const applicant = await t.userWithRole('applicant');
    const one = await applied();
    const two = await applied();
    const elsewhere = Number(
      (await apply(device(t, ''), agroForm({ region_id: ABAY_REGION, district_id: SEMEY }))).entity!.id,
    );
    const assign = (id: number, body: unknown) =>
      t.call('POST', `/api/agro/applications/${id}/assign`, { token, body });

    const refused = await assign(one, { curator_id: applicant.user.id, technologist_id: 999_999 });
    expect((await json(refused)).errors).toEqual({
      curator_id: ['agro.errors.not_staff'],
      technologist_id: ['agro.errors.not_staff'],
    });
    const res = await assign(one, {
      curator_id: curator.user.id,
      technologist_id: technologist.user.id,
      whole_cooperative: true,
    });
    expect((await json(res)).data).toMatchObject({
      curator: { id: curator.user.id, name: curator.user.name },
      technologist: { id: technologist.user.id },
    });
    const row = (id: number) => t.db.select().from(agroApplications).where(eq(agroApplications.id, id)).get()!;
    expect(row(two)).toMatchObject({ curatorId: curator.user.id, technologistId: technologist.user.id });
    // "Береке" in Semey is another cooperative.
    expect(row(elsewhere)).toMatchObject({ curatorId: null, technologistId: null });
    expect(history(two).map((h) => h.action)).toEqual(['agro.apply', 'agro.assign']);
  });

  it('operators review only their districts; applicants and trainers not at all', async () => {
    const id = await applied();
    const other = await t.userWithRole('operator', { districtIds: [SEMEY] });
    expect((await t.call('GET', `/api/agro/applications/${id}`, { token: other.token })).status).toBe(404);
    expect((await move(other.token, id, { status: 'screened' })).status).toBe(404);
    const own = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    expect((await move(own.token, id, { status: 'screened' })).status).toBe(200);
    const trainer = await t.userWithRole('trainer');
    expect((await t.call('GET', '/api/agro/applications', { token: trainer.token })).status).toBe(403);
  });

  it('the applicant sees the status in their account; a device sees its records by their ids', async () => {
    const token = await admin();
    const iin = nextIin('850312', '4');
    const me = await t.userWithRole('applicant', { iin });
    const record = crypto.randomUUID();
    const r = await apply(device(t, me.token), agroForm({ iin }), record);
    await move(token, Number(r.entity!.id), { status: 'rejected', reason: 'Курс набран' });
    const mine = await json(await t.call('GET', '/api/agro/mine', { token: me.token }));
    expect(mine.data).toEqual([
      expect.objectContaining({
        client_record_id: record,
        status: 'rejected',
        status_reason: 'Курс набран',
        courses: ['broiler', 'apple'],
      }),
    ]);
    const standing = await json(await t.call('GET', `/api/agro/standing?ids=${record},${crypto.randomUUID()}`));
    expect(standing.data).toEqual([expect.objectContaining({ client_record_id: record, status: 'rejected' })]);
    expect(standing.data[0]).not.toHaveProperty('name');
    expect((await t.call('GET', '/api/agro/standing?ids=not-a-uuid')).status).toBe(422);
    const many = Array.from({ length: 51 }, () => crypto.randomUUID()).join(',');
    const tooMany = await t.call('GET', `/api/agro/standing?ids=${many}`);
    expect(tooMany.status).toBe(422);
    expect((await json(tooMany)).errors).toEqual({ ids: ['validation.invalid'] });
  });
});

describe('agro review list, export and report', () => {
  /** A: broiler+apple, Akmola, applied · B: apple, Akmola, screened · C: strawberry, Abay, rejected. */
  async function three(token: string) {
    const phone = device(t, '');
    const a = await apply(phone, agroForm({ fio: 'Айгүл Бекова', courses: ['broiler', 'apple'] }));
    const b = await apply(phone, agroForm({ fio: 'Марат Оспанов', courses: ['apple'] }));
    const c = await apply(
      phone,
      agroForm({ fio: 'Сәуле Жақсылықова', courses: ['strawberry'], region_id: ABAY_REGION, district_id: SEMEY }),
    );
    const [ia, ib, ic] = [a, b, c].map((r) => Number(r.entity!.id)) as [number, number, number];
    await t.call('POST', `/api/agro/applications/${ib}/status`, { token, body: { status: 'screened' } });
    await t.call('POST', `/api/agro/applications/${ic}/status`, { token, body: { status: 'rejected', reason: 'x' } });
    return { ia, ib, ic };
  }
  const list = async (token: string, query: string) =>
    json(await t.call('GET', `/api/agro/applications?${query}`, { token }));

  it('filters by course, status and region, searches name, IIN and phone, sorts, masks the IIN, pages', async () => {
    const token = await admin();
    const { ia, ib, ic } = await three(token);
    const ids = (r: { data: { id: number }[] }) => r.data.map((x) => x.id).sort();
    expect(ids(await list(token, 'course=apple'))).toEqual([ia, ib].sort());
    expect(ids(await list(token, 'status=rejected'))).toEqual([ic]);
    expect(ids(await list(token, `region_id=${AKMOLA}&course=broiler`))).toEqual([ia]);
    expect(ids(await list(token, 'q=айгүл'))).toEqual([ia]);
    const c = t.db.select().from(agroApplications).where(eq(agroApplications.id, ic)).get()!;
    expect(ids(await list(token, `q=${c.iin}`))).toEqual([ic]);
    expect(ids(await list(token, `q=8${c.phone.slice(1)}`))).toEqual([ic]);

    const page = await list(token, 'per_page=2&page=2');
    expect(page.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(page.data).toHaveLength(1);
    const first = (await list(token, 'per_page=2')).data;
    expect(new Set([...first, ...page.data].map((x: { id: number }) => x.id)).size).toBe(3);
    for (const row of first) expect(row.iin).toMatch(/^\d{6}\*{5}\d$/);

    const names = async (q: string) => (await list(token, q)).data.map((x: { name: string }) => x.name);
    expect(await names('sort=name&order=ASC')).toEqual(['Айгүл Бекова', 'Марат Оспанов', 'Сәуле Жақсылықова']);
    expect((await list(token, 'sort=id&order=ASC')).data.map((x: { id: number }) => x.id)).toEqual([ia, ib, ic]);
    expect((await list(token, '')).data.map((x: { id: number }) => x.id)).toEqual([ic, ib, ia]); // newest first

    const op = await t.userWithRole('operator', { districtIds: [SEMEY] });
    expect(ids(await list(op.token, ''))).toEqual([ic]);
  });

  it('exports the filtered list as CSV with the IIN masked, and as XLSX', async () => {
    const token = await admin();
    await three(token);
    const csv = await t.call('GET', '/api/agro/applications/export?course=apple&format=csv', { token, locale: 'en' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('IIN');
    expect(lines.slice(1).every((l) => /\d{6}\*{5}\d/.test(l))).toBe(true);
    expect(lines.join('\n')).toContain('Apple orchard');
    const xlsx = await t.call('GET', '/api/agro/applications/export?format=xlsx', { token });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('reports by course, region and status with numbers counted by hand', async () => {
    const token = await admin();
    await three(token);
    const report = async (q: string) =>
      (await json(await t.call('GET', `/api/agro/applications/report?${q}`, { token, locale: 'ru' }))).data;
    const counts = (r: { rows: { key: string; count: number }[] }) =>
      Object.fromEntries(r.rows.filter((x) => x.count).map((x) => [x.key, x.count]));

    const byCourse = await report('group=course');
    expect(counts(byCourse)).toEqual({ broiler: 1, apple: 2, strawberry: 1 });
    expect(byCourse.rows).toHaveLength(8); // every course, zero ones too
    expect(byCourse.total).toBe(3);
    expect(counts(await report('group=region'))).toEqual({ [AKMOLA]: 2, [ABAY_REGION]: 1 });
    expect(counts(await report('group=status'))).toEqual({ applied: 1, screened: 1, rejected: 1 });
    expect(counts(await report(`group=course&region_id=${AKMOLA}`))).toEqual({ broiler: 1, apple: 2 });
    expect(counts(await report('group=status&course=apple'))).toEqual({ applied: 1, screened: 1 });
  });
});
