import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userActions } from '../../db/schema.ts';
import { someDistricts } from '../support/flows.ts';
import { body, keys, publishedCourse } from '../support/learning.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

async function uploadImage(token: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f5f56' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' }));
  const res = await t.app.request('/api/compress-file-upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe('course fields', () => {
  it('saves and reloads every field, audits the change, and shows learners all but the staff comments', async () => {
    const learner = await t.userWithRole('applicant');
    const { admin, courseId } = await publishedCourse(t, [learner.user.id]);
    const { regionId, districtId } = someDistricts(t.db);
    const image = await uploadImage(admin.token);
    const fields = {
      kind: 'apple',
      title: { kk: 'Алма бағы', ru: 'Яблоневый сад' },
      description: { ru: 'Описание' },
      content: { ru: '<p>Курс</p>' },
      image,
      language: 'kk',
      region_id: regionId,
      district_id: districtId,
      responsible_name: 'Айгүл',
      responsible_phone: '+7 701 123 45 67',
      schedule_title: { kk: 'Сейсенбі сайын', ru: 'По вторникам', en: 'Tuesdays', zh: '每周二' },
      schedule_description: { ru: '10:00–12:00, 5 недель' },
      lat: '43,2389',
      lon: 76.8897,
      address: { kk: 'Абай к-сі, 1', ru: 'ул. Абая, 1', en: '1 Abay St', zh: '阿拜街1号' },
      comments: 'Зал на 30 мест',
    };
    const put = await t.call('PUT', `/api/courses/${courseId}`, { token: admin.token, body: fields });
    expect(put.status).toBe(200);
    const saved = (await body(await t.call('GET', `/api/courses/${courseId}`, { token: admin.token }))).data;
    expect(saved).toMatchObject({
      ...fields,
      responsible_phone: '77011234567',
      lat: 43.2389,
      lon: 76.8897,
    });
    const logged = t.db
      .select()
      .from(userActions)
      .where(and(eq(userActions.action, 'learn.course.update'), eq(userActions.subjectId, String(courseId))))
      .get();
    expect(logged?.after).toMatchObject({ lat: 43.2389, region_id: regionId, comments: 'Зал на 30 мест', image });

    const read = (
      await body(await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token, locale: 'en' }))
    ).data;
    expect(read).toMatchObject({
      image: `/api/public/media/${image}`,
      schedule_title: 'Tuesdays',
      schedule_description: '10:00–12:00, 5 недель',
      place: {
        lat: 43.2389,
        lon: 76.8897,
        address: '1 Abay St',
        region: expect.any(String),
        district: expect.any(String),
      },
    });
    expect(keys(read).has('comments')).toBe(false);
    const cards = (await body(await t.call('GET', '/api/learn/courses', { token: learner.token }))).data;
    expect(cards[0].image).toBe(`/api/public/media/${image}`);

    const pick = (await body(await t.call('GET', '/api/courses/images', { token: admin.token }))).data;
    expect(pick[0]).toMatchObject({ id: image, url: `/api/public/media/${image}` });
  });

  it('a bad point, an unknown or foreign KATO id and a non-image answer on their fields, never a 500', async () => {
    const { admin, courseId } = await publishedCourse(t);
    const { regionId, districtId } = someDistricts(t.db);
    const base = { kind: 'apple', title: { ru: 'Курс' }, language: 'ru' };
    const errorsOf = async (extra: object) => {
      const res = await t.call('PUT', `/api/courses/${courseId}`, { token: admin.token, body: { ...base, ...extra } });
      expect(res.status).toBe(422);
      return (await body(res)).errors;
    };
    expect(await errorsOf({ lat: 91, lon: 10 })).toEqual({ lat: ['validation.coordinate.invalid'] });
    expect(await errorsOf({ lat: 43, lon: 'east' })).toEqual({ lon: ['validation.coordinate.invalid'] });
    expect(await errorsOf({ lat: 43 })).toEqual({ lon: ['validation.required'] });
    expect(await errorsOf({ region_id: 999_999_999 })).toEqual({ region_id: ['validation.kato.mismatch'] });
    expect(await errorsOf({ region_id: districtId })).toEqual({ region_id: ['validation.kato.mismatch'] });
    expect(await errorsOf({ region_id: regionId, district_id: 123 })).toEqual({
      district_id: ['validation.kato.mismatch'],
    });
    expect(await errorsOf({ district_id: districtId })).toEqual({ region_id: ['validation.required'] });
    expect(await errorsOf({ image: 'f'.repeat(32) })).toEqual({ image: ['learn.errors.image'] });
    const created = await t.call('POST', '/api/courses', {
      token: admin.token,
      body: { ...base, region_id: 999_999_999 },
    });
    expect(created.status).toBe(422);
  });

  it('a picture picked from a news item stays while the course shows it, after the news item is deleted', async () => {
    const { admin, courseId } = await publishedCourse(t);
    const image = await uploadImage(admin.token);
    const news = await body(
      await t.call('POST', '/api/news', {
        token: admin.token,
        body: { title: { ru: 'Новость' }, summary: { ru: 'Кратко' }, body: { ru: '<p>Текст</p>' }, image },
      }),
    );
    const put = await t.call('PUT', `/api/courses/${courseId}`, {
      token: admin.token,
      body: { kind: 'apple', title: { ru: 'Курс' }, language: 'ru', image },
    });
    expect(put.status).toBe(200);
    expect((await t.call('DELETE', `/api/news/${news.data.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.app.request(`/api/public/media/${image}`)).status).toBe(200);
  });
});
