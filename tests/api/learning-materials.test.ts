/**
 * Course and lesson materials (issue 16 points 1 and 2, ADR 117): a course has its own attached files
 * like a lesson; each file's type (PDF, document, spreadsheet, presentation, picture, audio, video, other)
 * is read from the stored file's checked bytes, never from its name; a workbook with macros is refused;
 * a lesson's staff comment never reaches a learner.
 */
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = async (res: Response) => (await res.json()) as { data: any; errors?: Record<string, string[]> };

async function upload(token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  // The browser's claimed type is ignored: every file says it is a PDF.
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  const res = await t.app.request('/api/file-upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, ...(await body(res)) };
}

/** A zip with these entries, as Word and PowerPoint write them. */
async function zip(entries: Record<string, string>) {
  const archive = archiver('zip');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  archive.pipe(out);
  for (const [name, text] of Object.entries(entries)) archive.append(text, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

async function files() {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Бюджет').addRow(['Доход', 100]);
  const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
  const types = '<?xml version="1.0"?><Types/>';
  return {
    pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
    xlsx,
    docx: await zip({ '[Content_Types].xml': types, 'word/document.xml': '<w:document/>' }),
    pptx: await zip({ '[Content_Types].xml': types, 'ppt/presentation.xml': '<p:presentation/>' }),
    docm: await zip({
      '[Content_Types].xml': types,
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'Attribute VB_Name',
    }),
    mp3: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]),
    png: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer(),
    text: Buffer.from('just some words'),
  };
}

describe('materials', () => {
  it('a course and a lesson show their files with the type their bytes say; the comment stays with staff', async () => {
    const admin = await t.userWithRole('admin');
    const learner = await t.userWithRole('applicant');
    const f = await files();
    const up = async (bytes: Buffer, name: string) => (await upload(admin.token, bytes, name)).data.id as string;
    const ids = {
      pdf: await up(f.pdf, 'rules.pdf'),
      xlsx: await up(f.xlsx, 'budget.pdf'),
      docx: await up(f.docx, 'letter.docx'),
      pptx: await up(f.pptx, 'slides.pptx'),
      mp3: await up(f.mp3, 'talk.mp3'),
      png: await up(f.png, 'chart.png'),
    };
    const course = await body(
      await t.call('POST', '/api/courses', {
        token: admin.token,
        body: {
          kind: 'financial_literacy',
          title: { ru: 'Бюджет' },
          language: 'ru',
          materials: [
            { media_id: ids.xlsx, name: 'Таблица бюджета' },
            { media_id: ids.mp3, name: 'Лекция' },
          ],
        },
      }),
    );
    const courseId = course.data.id as number;
    expect(course.data.materials).toEqual([
      { media_id: ids.xlsx, name: 'Таблица бюджета', type: 'spreadsheet' },
      { media_id: ids.mp3, name: 'Лекция', type: 'audio' },
    ]);
    const lesson = await body(
      await t.call('POST', `/api/courses/${courseId}/lesson`, {
        token: admin.token,
        body: {
          title: { ru: 'Урок' },
          comment: 'Проверить цифры с бухгалтером',
          materials: [
            { media_id: ids.pdf, name: 'Правила' },
            { media_id: ids.docx, name: 'Письмо' },
            { media_id: ids.pptx, name: 'Слайды' },
            { media_id: ids.png, name: 'График' },
          ],
        },
      }),
    );
    const lessonId = lesson.data.id as number;
    const staff = await body(
      await t.call('GET', `/api/courses/${courseId}/lesson/${lessonId}`, { token: admin.token }),
    );
    expect(staff.data.comment).toBe('Проверить цифры с бухгалтером');
    expect(staff.data.materials.map((m: { type: string }) => m.type)).toEqual([
      'pdf',
      'document',
      'presentation',
      'image',
    ]);
    await t.call('POST', `/api/courses/${courseId}/lesson/${lessonId}/publish`, {
      token: admin.token,
      body: { published: true },
    });
    await t.call('POST', `/api/courses/${courseId}/publish`, { token: admin.token, body: { published: true } });
    await t.call('POST', `/api/courses/${courseId}/enrol`, {
      token: admin.token,
      body: { user_ids: [learner.user.id] },
    });

    const res = await t.call('GET', `/api/learn/courses/${courseId}`, { token: learner.token });
    const read = (await body(res)).data;
    expect(read.materials).toEqual([
      {
        id: ids.xlsx,
        name: 'Таблица бюджета',
        type: 'spreadsheet',
        url: `/api/public/media/${ids.xlsx}`,
        size: f.xlsx.length,
      },
      { id: ids.mp3, name: 'Лекция', type: 'audio', url: `/api/public/media/${ids.mp3}`, size: f.mp3.length },
    ]);
    expect(read.lessons[0].materials.map((m: { name: string; type: string }) => [m.name, m.type])).toEqual([
      ['Правила', 'pdf'],
      ['Письмо', 'document'],
      ['Слайды', 'presentation'],
      ['График', 'image'],
    ]);
    expect(JSON.stringify(read)).not.toContain('бухгалтер');
    // The workbook is served as what it is, so the phone opens it with its spreadsheet app.
    const served = await t.app.request(`/api/public/media/${ids.xlsx}`);
    expect(served.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses a document with macros, an unknown file, and a material naming no uploaded file — each on its field', async () => {
    const admin = await t.userWithRole('admin');
    const f = await files();
    expect(await upload(admin.token, f.docm, 'letter.docx')).toMatchObject({
      status: 422,
      errors: { file: ['validation.upload.macro'] },
    });
    expect(await upload(admin.token, f.text, 'notes.pdf')).toMatchObject({
      status: 422,
      errors: { file: ['validation.upload.type'] },
    });
    const res = await t.call('POST', '/api/courses', {
      token: admin.token,
      body: {
        kind: 'apple',
        title: { ru: 'Яблоки' },
        language: 'ru',
        materials: [{ media_id: 'f'.repeat(32), name: 'Нет такого' }],
      },
    });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual({ 'materials.0.media_id': ['learn.errors.material'] });
  });
});
