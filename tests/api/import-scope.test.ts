/**
 * An import may update only people the importing account may already edit (issue 34.8): an operator's
 * row naming a person of another district is an error in the dry run and in the import, in the
 * person's language, and the person stays as they were — whatever district the row would move them to.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agroApplications, applications, users } from '../../db/schema.ts';
import { agroForm } from '../support/agro-data.ts';
import { AGRO_RU_HEADERS, agroRows } from '../support/agro-sheet.ts';
import { importFlow, plainSheet } from '../support/import-flow.ts';
import { importSheet } from '../support/import-sheet.ts';
import { ABAY_REGION, registrationForm, SEMEY } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const semey = { region_id: ABAY_REGION, district_id: SEMEY, lesson_region_id: ABAY_REGION, lesson_district_id: SEMEY };

describe('an import stays in its account’s districts', () => {
  it('an operator’s overwrite of a person from another district is refused per row, in the dry run and the import', async () => {
    const admin = await t.userWithRole('admin');
    const stranger = registrationForm();
    await importFlow(t, admin.token).importAll(await importSheet([stranger]));
    const before = t.db.select().from(users).where(eq(users.iin, stranger.iin)).get()!;

    const { token } = await t.userWithRole('operator', { districtIds: [SEMEY] });
    const mine = registrationForm(semey);
    const f = importFlow(t, token, 'ru');
    await f.importAll(await importSheet([mine]));
    const sheet = await importSheet([
      { ...stranger, ...semey, fio: 'Чужой Человек Захватов' },
      { ...mine, fio: 'Сәуле Нұрланқызы Серікбаева' },
    ]);
    const up = await f.upload(sheet);
    await f.plan(up.body.data.id, up.body.data.mapping, 'overwrite');
    const dry = await f.dryRun(up.body.data.id);
    expect(dry.rows.map((r) => r.outcome)).toEqual(['error', 'update']);
    expect(dry.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([[3, 'iin', 'imports.row.not_yours']]);
    expect(dry.errors[0]!.message).toMatch(/район/);

    const { job } = await f.run(up.body.data.id);
    expect(job).toMatchObject({ updated_rows: 1, error_rows: 1 });
    expect(t.db.select().from(users).where(eq(users.iin, stranger.iin)).get()).toEqual(before);
    const app = t.db.select().from(applications).where(eq(applications.applicantId, before.id)).get()!;
    expect(app.lessonDistrictId).toBe(stranger.lesson_district_id);
    expect(t.db.select().from(users).where(eq(users.iin, mine.iin)).get()!.name).toBe('Сәуле Нұрланқызы Серікбаева');
  });

  it('an operator’s fill of another district’s agro application is refused before anything is compared', async () => {
    const admin = await t.userWithRole('admin');
    const sheet = (forms: Parameters<typeof agroRows>[0]) => plainSheet(AGRO_RU_HEADERS, agroRows(forms));
    const stranger = agroForm({ products: '' });
    await importFlow(t, admin.token, 'ru', 'agro').importAll(await sheet([stranger]));
    const before = t.db.select().from(agroApplications).where(eq(agroApplications.iin, stranger.iin)).get();

    const { token } = await t.userWithRole('operator', { districtIds: [SEMEY] });
    const job = await importFlow(t, token, 'en', 'agro').importAll(
      await sheet([{ ...stranger, region_id: ABAY_REGION, district_id: SEMEY, products: 'Мёд' }]),
      'fill',
    );
    expect(job.errors.map((e) => [e.field, e.message_id])).toEqual([['iin', 'imports.row.not_yours']]);
    expect(t.db.select().from(agroApplications).where(eq(agroApplications.iin, stranger.iin)).get()).toEqual(before);
  });
});
