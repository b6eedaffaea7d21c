/**
 * Answers with personal data are never cached (issue 34, noted): every answer to a signed-in caller says
 * `Cache-Control: no-store` unless its route chose otherwise, while public content keeps its own caching
 * for the service worker.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const cacheOf = async (path: string, token?: string) =>
  (await t.call('GET', path, { token })).headers.get('Cache-Control');

describe('Cache-Control on API answers', () => {
  it('is no-store on the personal data page and on staff lists of people', async () => {
    const applicant = await t.userWithRole('applicant');
    const admin = await t.userWithRole('admin');
    const lawyer = await t.userWithRole('lawyer');
    expect(await cacheOf('/api/personal-data', applicant.token)).toBe('no-store');
    expect(await cacheOf('/api/users', admin.token)).toBe('no-store');
    expect(await cacheOf('/api/consultations', lawyer.token)).toBe('no-store');
    expect(await cacheOf('/api/user-info', applicant.token)).toBe('no-store');
  });

  it('leaves public content and reference lists to their own caching, signed in or not', async () => {
    const admin = await t.userWithRole('admin');
    expect(await cacheOf('/api/cato_flows', admin.token)).toBe('public, max-age=60');
    expect(await cacheOf('/api/common_data', admin.token)).toBe('no-cache');
    expect(await cacheOf('/api/public/news', admin.token)).not.toBe('no-store');
    expect(await cacheOf('/api/public/news')).not.toBe('no-store');
  });
});
