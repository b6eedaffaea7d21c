/**
 * The social-media pixel (issue 18 point 10; ADR 107): off by default — no pixel origin in the CSP and
 * no pixel in the public settings; configured, its origin (only) is allowed and the page learns its URL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => t.close());

const csp = async () => (await t.call('GET', '/api/health')).headers.get('Content-Security-Policy') ?? '';
const pixelUrl = async () =>
  ((await (await t.call('GET', '/api/public/property/settings')).json()) as { data: { pixel_url: string | null } }).data
    .pixel_url;

describe('social pixel', () => {
  it('without configuration the CSP has no pixel origin and the page gets no pixel', async () => {
    t = makeTestApp();
    const policy = await csp();
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('pixel.example.com');
    expect(policy).not.toMatch(/script-src[^;]*https:/);
    expect(await pixelUrl()).toBeNull();
  });

  it('configured, the CSP allows that origin only, for scripts, images and connections', async () => {
    const { socialPixel } = loadConfig({ SOCIAL_PIXEL_URL: 'https://pixel.example.com/px.js?id=42' });
    t = makeTestApp({ socialPixel });
    const policy = await csp();
    for (const d of ['script-src', 'img-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${d} [^;]*https://pixel\\.example\\.com(;| )`));
    expect(policy).not.toContain('px.js');
    expect(await pixelUrl()).toBe('https://pixel.example.com/px.js?id=42');
  });

  it('a pixel URL that is not https is no pixel', () => {
    expect(loadConfig({ SOCIAL_PIXEL_URL: 'http://pixel.example.com/px.js' }).socialPixel).toBeNull();
    expect(loadConfig({ SOCIAL_PIXEL_URL: 'javascript:alert(1)' }).socialPixel).toBeNull();
  });
});
