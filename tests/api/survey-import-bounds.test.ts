/**
 * The Google Forms import cannot hold the server (issue 34 point 2): a file with more columns than a survey
 * may have questions is refused with a translated 422, matching is linear, and the file is read in a worker
 * while the API goes on answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUESTIONS } from '../../contract/survey.ts';
import { surveyBody } from '../support/survey-data.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());
let token = '';
beforeAll(async () => {
  token = (await t.userWithRole('admin')).token;
});

async function survey() {
  const res = await t.call('POST', '/api/surveys', { token, body: surveyBody() });
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  await t.call('POST', `/api/surveys/${id}/publish`, { token });
  return id;
}

/** A Google Forms export with `columns` question columns and `rows` answer rows. */
function googleCsv(columns: number, rows: number) {
  const header = ['Timestamp', ...Array.from({ length: columns }, (_, i) => `Q${i + 1}`)].join(',');
  // The first answer tells the rows apart: the same row twice is one answer set (its id is the row's hash).
  const line = (r: number) =>
    ['2026/11/20 10:15:32', ...Array.from({ length: columns }, (_, i) => String(i ? (r + i) % 7 : r))].join(',');
  return [header, ...Array.from({ length: rows }, (_, r) => line(r))].join('\r\n');
}

describe('a Google Forms file with 80,000 columns', () => {
  it('is refused with a 422 naming the column limit, not read for minutes', async () => {
    const id = await survey();
    const csv = googleCsv(80_000, 1);
    expect(csv.length).toBeGreaterThan(700_000);
    expect(csv.length).toBeLessThan(1_000_000);
    const res = await t.call('POST', `/api/surveys/${id}/import`, { token, body: { csv }, locale: 'ru' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({ csv: ['survey.errors.import_too_many_columns'] });
  });
});

describe('a Google Forms file within the limits', () => {
  it('is read off the event loop: the API answers while it is read, then every column is mapped', async () => {
    const id = await survey();
    const columns = MAX_QUESTIONS - 8; // the survey has eight questions already
    const csv = googleCsv(columns, 1500);
    // The body's last bytes arrive, and right after (the next turn of the loop) a health check: a file
    // read on the loop answers before the check can start; one read in a worker answers after it.
    const order: string[] = [];
    const bytes = new TextEncoder().encode(JSON.stringify({ csv }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const importing = Promise.resolve(
      t.app.request(`/api/surveys/${id}/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body,
        duplex: 'half',
      } as RequestInit),
    ).then((res) => (order.push('import'), res));
    const checked = new Promise<Response>((resolve) =>
      setImmediate(() => {
        order.push('health asked');
        resolve(Promise.resolve(t.call('GET', '/api/health')).then((r) => (order.push('health answered'), r)));
      }),
    );
    const [res, alive] = await Promise.all([importing, checked]);
    expect(alive.status).toBe(200);
    expect(order).toEqual(['health asked', 'health answered', 'import']);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { imported: number; added: string[]; mapping: Record<string, string> };
    };
    expect(data.imported).toBe(1500);
    expect(data.added).toHaveLength(columns);
    expect(data.mapping.Q1).toBe('q9');
    expect(data.mapping[`Q${columns}`]).toBe(`q${columns + 8}`);
  });

  it('that would take the survey past its question limit is refused the same way', async () => {
    const id = await survey();
    const res = await t.call('POST', `/api/surveys/${id}/import`, {
      token,
      body: { csv: googleCsv(MAX_QUESTIONS - 7, 1) },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      csv: ['survey.errors.import_too_many_columns'],
    });
  });
});
