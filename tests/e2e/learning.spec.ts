import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ffmpegTools } from '../../api/content/ffmpeg-tools.ts';
import { E2E_ADMIN } from '../support/server.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { createUser } from './registration-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function signInAs(page: Page, baseURL: string, credentials: { phone: string; password: string }) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('qaryzsyz.token', JSON.stringify(token));
      localStorage.setItem('qaryzsyz.user', JSON.stringify(user));
    },
    [data.token, data.user] as const,
  );
}

/** A small PDF whose text repeats `words`. */
const pdf = (words: string) => `%PDF-1.4\n${`${words} `.repeat(40)}\n%%EOF\n`;

/**
 * A 30-second 160×120 film of noise as ffmpeg writes it by default, its index (moov) after the media data:
 * its low variant (≈ 400 kbit/s) is over 1 MiB, so the phone saves it in two ranged pieces.
 */
function indexLastFilm(): Buffer {
  const out = join(tmpdir(), `film-${randomUUID()}.mp4`);
  execFileSync(ffmpegTools().ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'nullsrc=s=160x120:r=25,geq=random(1)*255:128:128', '-t', '30'],
    ...['-c:v', 'libx264', '-b:v', '600k', '-pix_fmt', 'yuv420p', out],
  ]);
  const film = readFileSync(out);
  rmSync(out);
  return film;
}

/** How many test answers the device has queued. */
const queuedAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('qaryzsyz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('drafts').objectStore('drafts').getAll();
          req.onsuccess = () =>
            resolve((req.result as { kind: string }[]).filter((d) => d.kind === 'learn.answer').length);
        };
      }),
  );

/**
 * The admin builds a course with a workbook, two lessons (the first with a PDF and a video) and a final
 * test "1 of 1", publishes it and enrols `phone`.
 */
async function buildCourse(page: Page, title: string, phone: string) {
  await page.goto('/en/admin/login');
  await page.getByLabel('Phone').fill(E2E_ADMIN.phone);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.goto('/en/admin/courses_create');
  const course = page.getByTestId('course-form');
  // Saved with no title: the first of its four inputs takes the focus and the count is said.
  await course.getByRole('button', { name: 'Save' }).click();
  await expect(course.getByLabel('Title (kk)')).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText('1 field needs correcting.');
  await course.getByLabel('Title (en)').fill(title);
  await course.getByLabel('Responsible person’s phone').fill('8 701 555 00 11');
  await expect(course.getByLabel('Responsible person’s phone')).toHaveValue('+7 (701) 555-00-11');
  // A course has its own materials, typed by their bytes.
  await course
    .getByTestId('course-materials-file')
    .setInputFiles({ name: 'workbook.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf('workbook')) });
  await expect(course.getByTestId('course-materials')).toContainText('workbook.pdf · PDF document');
  await course.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('admin-course')).toBeVisible();

  await page.getByRole('link', { name: 'Add lesson' }).click();
  const lesson = page.getByTestId('lesson-form');
  await lesson.getByLabel('Title (en)').fill('Family budget');
  await lesson.getByLabel('Content (en)').fill('<p>Write down every expense for a month.</p>');
  await lesson
    .getByLabel('Attach material (PDF, Word, Excel, PowerPoint, picture or audio)')
    .setInputFiles({ name: 'budget.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf('budget table')) });
  await expect(lesson.getByText('budget.pdf')).toBeVisible();
  const film = indexLastFilm();
  expect(film.indexOf('moov')).toBeGreaterThan(film.indexOf('mdat'));
  await lesson
    .getByTestId('lesson-video-file')
    .setInputFiles({ name: 'budget.mp4', mimeType: 'video/mp4', buffer: film });
  await expect(lesson.getByTestId('lesson-video').locator('video')).toBeVisible();
  await lesson.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('publish-toggle').click();
  await expect(page.getByTestId('publish-toggle')).toHaveText('Unpublish');
  // The server makes the low variant in the background; the form shows when it is ready.
  await expect(page.getByTestId('transcode-status')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // The same job put the original's index first, under the same address: it plays from its first bytes.
  const original = (await lesson.getByTestId('lesson-video').locator('video').getAttribute('src'))!;
  const head = await (await page.request.get(original, { headers: { Range: 'bytes=0-65535' } })).body();
  expect(head.indexOf('moov')).toBeGreaterThan(0);
  expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
  await page.getByRole('link', { name: 'Back to the course' }).click();
  // A second lesson, text only: the learner reads both offline.
  await page.getByRole('link', { name: 'Add lesson' }).click();
  await lesson.getByLabel('Title (en)').fill('Saving plan');
  await lesson.getByLabel('Content (en)').fill('<p>Put aside a tenth of every income.</p>');
  await lesson.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('publish-toggle').click();
  await expect(page.getByTestId('publish-toggle')).toHaveText('Unpublish');
  await page.getByRole('link', { name: 'Back to the course' }).click();

  const editor = page.getByTestId('test-editor');
  await editor.getByLabel('Question text').fill('Should a family write down its expenses?');
  await editor.getByLabel('Answer text').first().fill('Yes');
  await editor.getByLabel('Answer text').nth(1).fill('No');
  await editor.getByRole('button', { name: 'Save test' }).click();
  await expect(editor.getByTestId('test-saved')).toBeVisible();
  await page.getByTestId('publish-toggle').click();
  await expect(page.getByTestId('publish-toggle')).toHaveText('Unpublish');
  await page.getByTestId('enrol-phones').fill(phone);
  await page.getByRole('button', { name: 'Enrol learners' }).click();
  await expect(page.getByTestId('admin-students')).toContainText(phone);
}

test('an admin builds a course; a learner takes its final test offline, reloads mid-test, and is certified once online', async ({
  browser,
  page,
  baseURL,
}) => {
  // The whole course's life in one story, a video transcode included: about 50 s on a quiet two-core machine.
  test.setTimeout(120_000);
  const learner = await createUser('applicant');
  const title = `Budget ${randomUUID().slice(0, 6)}`;
  await buildCourse(page, title, learner.phone);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL: baseURL! });
  const student = await phone.newPage();
  await signInAs(student, baseURL!, learner);
  // The phone's storage as the test sets it: nearly full while `e2e.full` is set; persistent storage refused.
  await student.addInitScript(() => {
    const estimate = navigator.storage.estimate.bind(navigator.storage);
    navigator.storage.estimate = () =>
      localStorage.getItem('e2e.full') ? Promise.resolve({ quota: 1_000_000, usage: 999_000 }) : estimate();
    navigator.storage.persist = () => Promise.resolve(false);
  });
  await student.goto('/en/learn');
  await waitForServiceWorker(student);
  await student.getByRole('link', { name: title }).click();
  await student.getByRole('link', { name: 'Family budget' }).click();
  await expect(student.getByTestId('learn-lesson')).toContainText('Write down every expense');
  const video = student.getByTestId('learn-video').locator('video');
  await expect(video).toHaveAttribute('data-quality', 'high');
  await student.getByTestId('learn-video-quality').selectOption('low');
  await expect(video).toHaveAttribute('data-quality', 'low');
  const lowUrl = (await video.getAttribute('src'))!;
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByTestId('learn-course-materials')).toContainText('workbook.pdf PDF document');
  await expect(student.getByTestId('learn-save-offline')).toContainText('Size: about');
  // A full phone is told before a byte is fetched.
  await student.evaluate(() => localStorage.setItem('e2e.full', '1'));
  await student.getByRole('button', { name: 'Save course for offline' }).click();
  await expect(student.getByTestId('learn-offline-no-room')).toContainText('Not enough space on this device');
  await expect(student.getByRole('button', { name: 'Save course for offline' })).toBeVisible();
  await student.evaluate(() => localStorage.removeItem('e2e.full'));
  // The signal drops after the low video's first piece arrived: its second never comes.
  const ranges: string[] = [];
  await phone.route(`**${lowUrl}`, async (route) => {
    const headers = route.request().headers();
    if (!headers['x-save-offline']) return route.continue();
    ranges.push(headers['range'] ?? 'whole');
    if (ranges.length !== 2) return route.continue();
    await phone.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await student.getByRole('button', { name: 'Save course for offline' }).click();
  await expect(student.getByText('Saving stopped; try again when connected')).toBeVisible();
  // Connected again: the download continues by itself, from the bytes the phone kept.
  await phone.setOffline(false);
  await expect(student.getByTestId('learn-saved-offline')).toContainText('Videos are saved in quality: Low');
  expect(ranges[0]).toBe('bytes=0-1048575');
  expect(ranges.length).toBeGreaterThanOrEqual(3);
  for (const later of ranges.slice(1)) expect(later).toMatch(/^bytes=1048576-\d+$/);
  await phone.unroute(`**${lowUrl}`);
  await expect(student.getByTestId('learn-offline-persisted')).toHaveText(
    'The browser may clear the saved course when space runs low.',
  );
  await expect(student.getByTestId('learn-lesson-offline')).toHaveText(['available offline', 'available offline']);
  // Everything the course shows is in the cache kept for saved courses, which nothing expires.
  const saved = await student.evaluate(async () =>
    (await (await caches.open('learn-saved')).keys()).map((r) => new URL(r.url).pathname),
  );
  expect(saved).toHaveLength(3);
  expect(saved).toContain(lowUrl);
  // The pieces became the one saved file and are gone.
  expect(await student.evaluate(async () => (await (await caches.open('learn-pieces')).keys()).length)).toBe(0);

  // No signal from here: the lesson, the test and every answer live on the phone.
  await phone.setOffline(true);
  await student.getByRole('link', { name: 'Family budget' }).click();
  // The material comes from the saved copy, whole or as a byte range (a video seeks the same way).
  const material = (await student.getByRole('link', { name: 'budget.pdf' }).getAttribute('href'))!;
  const fromCache = await student.evaluate(async (url) => {
    const whole = await fetch(url);
    const part = await fetch(url, { headers: { Range: 'bytes=0-7' } });
    const past = await fetch(url, { headers: { Range: 'bytes=99999999-' } });
    return {
      whole: whole.status,
      part: part.status,
      bytes: await part.text(),
      past: [past.status, past.headers.get('Content-Range')],
      size: (await whole.arrayBuffer()).byteLength,
    };
  }, material);
  // A range past the end is refused with the file's size, as the server refuses it (ADR 125).
  expect(fromCache).toEqual({
    whole: 200,
    part: 206,
    bytes: '%PDF-1.4',
    past: [416, `bytes */${fromCache.size}`],
    size: expect.any(Number),
  });
  // The low video was saved and plays from the cache: a seek is a byte range cut from the saved file.
  await expect(video).toHaveAttribute('src', lowUrl);
  const seek = await student.evaluate(async (url) => {
    const part = await fetch(url, { headers: { Range: 'bytes=4-7' } });
    return { status: part.status, bytes: await part.text() };
  }, lowUrl);
  expect(seek).toEqual({ status: 206, bytes: 'ftyp' });
  // The player itself seeks near the end and has the frame there, from the saved copy.
  const seeked = await video.evaluate(async (v: HTMLVideoElement) => {
    v.preload = 'auto';
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    const done = new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    v.currentTime = 0.8;
    await done;
    return v.currentTime;
  });
  expect(seeked).toBeCloseTo(0.8, 1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await student.getByRole('button', { name: 'Lesson done' }).click();
  await expect(student.getByTestId('learn-lesson-done')).toBeVisible();
  await student.getByRole('link', { name: 'Next lesson →' }).click();
  await expect(student.getByTestId('learn-lesson')).toContainText('Put aside a tenth of every income.');
  await student.getByRole('button', { name: 'Lesson done' }).click();
  await expect(student.getByTestId('learn-lesson-done')).toBeVisible();
  await student.getByRole('link', { name: title }).click();
  await student.getByRole('link', { name: 'Final test' }).click();
  await expect(student.getByTestId('learn-test')).toContainText('Total 1 questions, answer 1 correctly to pass.');
  await student.getByRole('button', { name: 'Start the test' }).click();
  await student.getByLabel('Yes').check();
  // The choice is on the device (its queued answer in IndexedDB) before the page goes away.
  await expect.poll(() => queuedAnswers(student)).toBe(1);
  await student.reload();
  await expect(student.getByLabel('Yes')).toBeChecked();
  await student.getByRole('button', { name: 'Submit the test' }).click();
  // Offline the finished test is on the phone, not sent (issue 33.10).
  await expect(student.getByTestId('learn-result-pending')).toHaveText(
    'Saved on this phone; it is sent when you are connected, and the result shows then.',
  );

  await phone.setOffline(false);
  await expect(student.getByTestId('learn-result')).toContainText('Passed!', { timeout: 30_000 });
  const certificate = student.getByTestId('learn-certificate');
  await expect(certificate).toContainText(/Certificate No\. QZ-\d{4}-\d{6}/);
  const download = student.waitForEvent('download');
  await certificate.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^certificate-QZ-\d{4}-\d{6}\.pdf$/);

  await certificate.getByTestId('learn-verify-link').click();
  await expect(student.getByTestId('learn-verify')).toContainText(title);
  await expect(student.getByTestId('learn-verify-status')).toHaveText('Valid');
  await phone.close();
});
