/**
 * Behind a proxy every per-address limit counts the address the proxy saw, not what the client wrote into
 * X-Forwarded-For (issue 34 point 4). The real app listens on a port; in front of it a proxy appends the
 * peer's address to X-Forwarded-For as nginx's `$proxy_add_x_forwarded_for` does.
 */
import { serve, type ServerType } from '@hono/node-server';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from '../../api/lib/client-ip.ts';
import { contactPush } from '../support/contact-request.ts';
import { makeTestApp } from '../support/test-app.ts';

const listening = (s: Server | ServerType) =>
  new Promise<number>((resolve) => {
    const done = () => resolve((s.address() as AddressInfo).port);
    if (s.listening) done();
    else s.once('listening', done);
  });

/** A reverse proxy on 127.0.0.1 that appends the caller's address, as nginx and Caddy do. */
function appendingProxy(upstream: number) {
  return createServer((req, res) => {
    const seen = req.socket.remoteAddress!.replace(/^::ffff:/, '');
    const prior = req.headers['x-forwarded-for'];
    const forwarded = prior ? `${String(prior)}, ${seen}` : seen;
    const out = request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  }).listen(0, '127.0.0.1');
}

/** One JSON POST through the proxy from `from` (a loopback address: 127.0.0.1, 127.0.0.2, …). */
function post(port: number, path: string, body: unknown, from: string, spoofed?: string) {
  return new Promise<number>((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          ...(spoofed ? { 'X-Forwarded-For': spoofed } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');
describe('TRUST_PROXY=1 with an appending proxy in front', () => {
  const t = makeTestApp({ trustProxy: parseTrustProxy('1'), anonymousPush: { windowMs: 60_000, perAddress: 5 } });
  const app = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  let proxy: Server;
  let port = 0;
  beforeAll(async () => {
    proxy = appendingProxy(await listening(app));
    port = await listening(proxy);
  });
  afterAll(async () => {
    await new Promise((r) => proxy.close(r));
    await new Promise((r) => app.close(r));
    t.close();
  });

  it('counts 40 wrong sign-ins with a new spoofed first entry each against the one real address: 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        await post(
          port,
          '/api/auth/login',
          { phone: `7701${String(i).padStart(7, '0')}`, password: 'wrong-password' },
          '127.0.0.1',
          randomAddress(),
        ),
      );
    expect(statuses.slice(0, t.config.loginLimit.perAddress)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another real address behind the same proxy still signs in to be refused on its password, not limited.
    expect(await post(port, '/api/auth/login', { phone: '77019999999', password: 'wrong-password' }, '127.0.0.2')).toBe(
      401,
    );
  });

  it('counts anonymous records per real address whatever the client writes in front', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(await post(port, '/api/sync/push', contactPush(), '127.0.0.3', randomAddress()));
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(await post(port, '/api/sync/push', contactPush(), '127.0.0.4', randomAddress())).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  const t = makeTestApp({ anonymousPush: { windowMs: 60_000, perAddress: 2 } });
  const app = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(async () => {
    await new Promise((r) => app.close(r));
    t.close();
  });

  it('ignores X-Forwarded-For a client sends straight to the server', async () => {
    const port = await listening(app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(await post(port, '/api/sync/push', contactPush(), '127.0.0.5', randomAddress()));
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('the client address read from X-Forwarded-For', () => {
  it('is the entry the nearest trusted hop appended, counted from the right', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', parseTrustProxy('1'))).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9', parseTrustProxy('2'))).toBe('203.0.113.7');
    expect(clientAddress('::ffff:10.0.0.2', '203.0.113.7', parseTrustProxy('1'))).toBe('203.0.113.7');
  });

  it('skips entries from trusted networks and believes the header only from a trusted peer', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.5');
    expect(clientAddress('10.1.2.3', '6.6.6.6, 203.0.113.7, 192.168.1.5', trust)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.4', '6.6.6.6', trust)).toBe('198.51.100.4');
    expect(clientAddress('10.1.2.3', undefined, trust)).toBe('10.1.2.3');
  });

  it('is refused at start when TRUST_PROXY names nothing an address can be', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy(undefined)).toBeNull();
  });
});
