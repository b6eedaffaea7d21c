/**
 * Download tickets (ADR 057): `POST /api/download-tickets` → a single-use link the browser's download
 * manager follows without the bearer token; the route's own permission checks still apply.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TICKET_TTL_MS, TICKETS_PER_SESSION } from '../../api/lib/download-tickets.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: { token: string };
let expert: { token: string };

const EXPORT = '/api/reports/applications/export?group=status&format=csv';

async function ticketFor(token: string, url: string) {
  const res = await t.call('POST', '/api/download-tickets', { token, body: { url } });
  return { res, body: (await res.json()) as { data: { url: string; expires_at: string }; errors?: object } };
}
/** Follows a link as a browser's download manager does: no Authorization header. */
const follow = (url: string) => t.app.request(url);

beforeAll(async () => {
  t = makeTestApp();
  admin = await t.userWithRole('admin');
  expert = await t.userWithRole('expert');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('download tickets', () => {
  it('a ticket downloads the export once, without the token', async () => {
    const { res, body } = await ticketFor(admin.token, EXPORT);
    expect(res.status).toBe(201);
    expect(body.data.url).toMatch(/^\/api\/reports\/applications\/export\?.*ticket=/);
    const first = await follow(body.data.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toMatch(/text\/csv/);
    expect(first.headers.get('Content-Disposition')).toMatch(/attachment/);
    await first.arrayBuffer();
    const again = await follow(body.data.url);
    expect(again.status).toBe(401);
  });

  it('the file comes in the language the page asked in', async () => {
    const res = await t.call('POST', '/api/download-tickets', {
      token: admin.token,
      locale: 'en',
      body: { url: EXPORT },
    });
    const { data } = (await res.json()) as { data: { url: string } };
    const viaLink = await (await follow(data.url)).text();
    const viaToken = await (await t.call('GET', EXPORT, { token: admin.token, locale: 'en' })).text();
    const kazakh = await (await t.call('GET', EXPORT, { token: admin.token, locale: 'kk' })).text();
    expect(viaLink.split('\n')[0]).toBe(viaToken.split('\n')[0]);
    expect(viaLink.split('\n')[0]).not.toBe(kazakh.split('\n')[0]);
  });

  it('a ticket expires after its minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { body } = await ticketFor(admin.token, EXPORT);
    vi.setSystemTime(Date.now() + TICKET_TTL_MS + 1);
    expect((await follow(body.data.url)).status).toBe(401);
  });

  it('a ticket is refused for another path or another query, and is spent by the attempt', async () => {
    const { body } = await ticketFor(admin.token, EXPORT);
    const ticket = new URL(body.data.url, 'http://x').searchParams.get('ticket')!;
    expect((await follow(`/api/reports/trainers/export?format=csv&ticket=${ticket}`)).status).toBe(401);
    expect((await follow(`/api/reports/applications/export?group=region&format=csv&ticket=${ticket}`)).status).toBe(
      401,
    );
    expect((await follow(body.data.url)).status).toBe(401);
  });

  it('the query may come in another order', async () => {
    const { body } = await ticketFor(admin.token, EXPORT);
    const ticket = new URL(body.data.url, 'http://x').searchParams.get('ticket')!;
    const res = await follow(`/api/reports/applications/export?ticket=${ticket}&format=csv&group=status`);
    expect(res.status).toBe(200);
  });

  it("the route's permission check runs as the ticket's owner", async () => {
    const { res, body } = await ticketFor(expert.token, EXPORT);
    expect(res.status).toBe(201);
    const refused = await follow(body.data.url);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('no_role_access');
  });

  it('a ticket dies with its session', async () => {
    const someone = await t.userWithRole('admin');
    const { body } = await ticketFor(someone.token, EXPORT);
    await t.call('POST', '/api/auth/logout', { token: someone.token });
    expect((await follow(body.data.url)).status).toBe(401);
  });

  it('only downloads are ticketed', async () => {
    const { res, body } = await ticketFor(admin.token, '/api/users?page=1');
    expect(res.status).toBe(422);
    expect(body.errors).toEqual({ url: ['downloads.not_downloadable'] });
    expect((await ticketFor(admin.token, 'https://elsewhere.example/api/reports/trainers/export')).res.status).toBe(
      422,
    );
  });

  it('needs a session to ask', async () => {
    const res = await t.call('POST', '/api/download-tickets', { body: { url: EXPORT } });
    expect(res.status).toBe(401);
  });

  it(`holds at most ${TICKETS_PER_SESSION} open tickets per session`, async () => {
    const someone = await t.userWithRole('admin');
    for (let i = 0; i < TICKETS_PER_SESSION; i++) expect((await ticketFor(someone.token, EXPORT)).res.status).toBe(201);
    const { res, body } = await ticketFor(someone.token, EXPORT);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe(String(TICKET_TTL_MS / 1000));
    expect(body.errors).toEqual({ _: ['errors.rate_limited'] });
  });
});
