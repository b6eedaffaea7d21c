/**
 * The server's log is JSON lines with a request id, and no IIN, phone number, password or token reaches
 * it: not from a registration pushed with them, not from a path, not from an error that quotes a record.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLog, log, redact } from '../../api/lib/logger.ts';
import { defineTestMutation } from '../support/test-mutations.ts';
import { KOKSHETAU, nextIin, registrationForm } from '../support/registration-data.ts';
import { device } from '../support/push.ts';
import { makeTestApp } from '../support/test-app.ts';

/** A mutation with a bug that puts the whole record into its error message. */
const leaky = defineTestMutation({
  name: 'test.leaky',
  roles: ['operator'],
  args: z.object({ iin: z.string(), phone: z.string() }),
  apply(_ctx, args) {
    throw new Error(`cannot store ${JSON.stringify(args)}`);
  },
});

let t: ReturnType<typeof makeTestApp>;
let lines: string[];
let restore: () => void;
beforeEach(() => {
  t = makeTestApp({}, [leaky]);
  lines = [];
  restore = captureLog((line) => lines.push(line));
});
afterEach(() => {
  restore();
  t.close();
});

describe('the server log', () => {
  it('never holds an IIN or phone pushed in a registration, even where it logs what went wrong', async () => {
    const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
    const tablet = device(t, op.token);
    const iin = nextIin();
    const phone = '77051234567';
    const form = registrationForm({ iin, phone: '+7 (705) 123-45-67' });
    expect(await tablet.push('registration.submit', { client_record_id: randomUUID(), form })).toMatchObject({
      status: 'applied',
    });
    expect(await tablet.push('test.leaky', { iin, phone })).toMatchObject({ status: 'rejected' });
    await t.call('GET', `/api/applications/search/${iin}?phone=${phone}`, { token: op.token });

    const text = lines.join('');
    expect(text).toContain('mutation failed');
    expect(text).toContain('cannot store');
    expect(text).not.toContain(iin);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('705) 123-45-67');
    expect(text).not.toContain(op.token);
  });

  it('writes JSON lines that carry the request id the answer names', async () => {
    const res = await t.call('GET', '/api/public/nothing-here', { headers: { 'X-Request-Id': 'probe-42' } });
    expect(res.headers.get('X-Request-Id')).toBe('probe-42');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request', reqId: 'probe-42', path: '/api/public/nothing-here', status: 404 }),
    );
    expect(entries.every((e) => typeof e.time === 'number' && typeof e.level === 'number')).toBe(true);
  });

  it('redacts secrets by their key and IINs and phones wherever they stand', () => {
    log.info(
      {
        user: { password: 'hunter2-secret', token: 'tok-abcdef', phone: 'not-a-number', clientSecret: 'ab'.repeat(8) },
        headers: { authorization: 'Bearer abc.def' },
        note: 'IIN 900517300123, call 8 701 234 56 78 or +77012345678',
      },
      'payload',
    );
    const text = lines.join('');
    for (const secret of ['hunter2-secret', 'tok-abcdef', 'not-a-number', 'abababab', 'abc.def', '900517300123'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/701.?234.?56.?78|7012345678/);
    expect(redact('{"count":123456789012345,"time":1796401966818}')).toBe(
      '{"count":123456789012345,"time":1796401966818}',
    );
  });
});
