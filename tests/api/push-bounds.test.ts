/**
 * Whatever a caller pushes, the server answers it: a body nested thousands deep, or any shape the fuzzer
 * makes, is refused or applied, never a 500 (issue 34 point 3).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutations } from '../../api/mutations.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp({ anonymousPush: { windowMs: 60_000, perAddress: 1_000_000 } });
afterAll(() => t.close());
let admin = '';
beforeAll(async () => {
  admin = (await t.userWithRole('admin')).token;
});

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const envelope = (args: unknown, name = 'request.submit') => ({
  clientId: randomUUID(),
  clientSecret: 'ab'.repeat(32),
  schemaVersion: 1,
  mutations: [{ id: 1, name, args, createdAt: Date.now() }],
});

const raw = (body: string, token?: string) =>
  t.app.request('/api/sync/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });

describe('a push nested too deep', () => {
  it('is refused with a translated 422, not a 500 from hashing it', async () => {
    const args = `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`; // 10,000 levels, as the issue sent
    const body = JSON.stringify(envelope('ARGS')).replace('"ARGS"', args);
    const res = await t.app.request('/api/sync/push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Localization': 'ru' },
      body,
    });
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { code: string; message: string; errors: Record<string, string[]> };
    expect(answer.code).toBe('too_deep');
    expect(answer.errors._).toEqual(['errors.too_deep']);
    expect(answer.message).toBe('Запрос слишком глубоко вложен, его нельзя прочитать.');
  });

  it('is refused the same way on any JSON route, before its schema reads it', async () => {
    // Written out by hand: JSON.stringify itself overflows on a value this deep.
    const deep = `{"name":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    const res = await t.app.request('/api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: deep,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('too_deep');
  });

  it('is still applied when nested as deep as a real record', async () => {
    const res = await t.call('POST', '/api/sync/push', { body: envelope({ deep: nested(20) }) });
    expect(res.status).toBe(200);
  });
});

describe('fuzzed push bodies', () => {
  const names = [...Object.keys(mutations), 'no.such.mutation'];
  const anyArgs = fc.oneof(
    fc.jsonValue({ maxDepth: 6 }),
    fc.integer({ min: 0, max: 1500 }).map((d) => nested(d, 'x')),
    fc.dictionary(
      fc.constantFrom('id', 'iin', 'phone', 'name', 'answers', 'files', 'survey_id', 'locale'),
      fc.jsonValue({ maxDepth: 3 }),
    ),
  );
  const body = fc.oneof(
    fc.tuple(anyArgs, fc.constantFrom(...names)).map(([args, name]) => JSON.stringify(envelope(args, name))),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
  );

  it('never answer 500, signed in or not', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (text, signedIn) => {
        const res = await raw(text, signedIn ? admin : undefined);
        expect(res.status, text.slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 34 },
    );
  });
});
