/**
 * SIGTERM on the real server (a child process, as `npm start` runs it): a push and a photo's upload chunk
 * whose bodies are still arriving are answered before the process exits 0, new connections are refused
 * meanwhile, and a push still unfinished when the grace ends is cut without being acknowledged. Whatever
 * the device then sends again under the same ids is held exactly once.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, freePort, startServer, type RunningServer } from '../support/server.ts';
import { sha256, tusMetadata } from '../support/tus-upload.ts';

const ENTRY = 'tests/support/test-server.ts';
/** The child inherits VITEST, under which the server logs nothing; this test reads its log. */
const LOGGING = { LOG_LEVEL: 'info' };

async function signIn(server: RunningServer) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** One tablet: its id and secret, and notes under ids `from`…`to`. */
const tablet = { clientId: randomUUID(), clientSecret: '5a'.repeat(32) };
const records = new Map<number, string>();
const batch = (from: number, to: number) => {
  const mutations = [];
  for (let id = from; id <= to; id++) {
    if (!records.has(id)) records.set(id, randomUUID());
    mutations.push({ id, name: 'test.note', args: { recordId: records.get(id), text: `note ${id}` }, createdAt: 0 });
  }
  return JSON.stringify({ ...tablet, schemaVersion: 1, mutations });
};

/**
 * A request on a slow link: the headers and the first half of the body go out, and `headersRead` resolves
 * once the server has read the headers (it answers `100 Continue`); `finish` sends the rest.
 */
function slowRequest(
  server: RunningServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
) {
  const half = body.subarray(0, body.length >> 1);
  let sent!: () => void;
  const headersRead = new Promise<void>((r) => (sent = r));
  const req = request(`${server.url}${path}`, {
    method,
    headers: { ...headers, 'Content-Length': String(body.length), Expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (s: string) => (text += s));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  req.on('continue', () => {
    req.write(half);
    sent();
  });
  req.flushHeaders();
  return { headersRead, answer, finish: () => req.end(body.subarray(half.length)) };
}

const slowPush = (server: RunningServer, token: string, body: string) =>
  slowRequest(
    server,
    'POST',
    '/api/sync/push',
    { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    Buffer.from(body),
  );

const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200_000, 7)]);

/** A photo's upload created (tus), its one chunk held mid-body like the push. */
async function slowUpload(server: RunningServer, token: string, id: string) {
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const meta = { id, sha256: sha256(PHOTO), mime: 'image/jpeg', name: 'cow.jpg', kind: 'photo' };
  const created = await fetch(`${server.url}/api/files/`, {
    method: 'POST',
    headers: { ...auth, 'Upload-Length': String(PHOTO.length), 'Upload-Metadata': tusMetadata(meta) },
  });
  expect(created.status).toBe(201);
  const path = new URL(created.headers.get('Location')!, server.url).pathname;
  return slowRequest(
    server,
    'PATCH',
    path,
    { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    PHOTO,
  );
}

async function until(server: RunningServer, what: string, ok: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (server: RunningServer) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
  });

const statuses = (body: string) =>
  (JSON.parse(body) as { data: { results: { status: string }[] } }).data.results.map((r) => r.status);

describe('stopping the server', () => {
  it('answers a push and an upload chunk in flight, cuts a push past the grace unacknowledged, exits 0, and every record is held once', async () => {
    const metricsPort = await freePort();
    const first = await startServer({ entry: ENTRY, env: { ...LOGGING, METRICS_PORT: String(metricsPort) } });
    const { dataDir } = first;
    let token = await signIn(first);

    // The metrics listener answers on 127.0.0.1 without a token; the public port does not serve them.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('qaryzsyz_http_requests_total');
    expect((await fetch(`${first.url}/metrics`)).status).toBe(404);

    const push = slowPush(first, token, batch(1, 40));
    const photoId = randomUUID();
    const chunk = await slowUpload(first, token, photoId);
    await Promise.all([push.headersRead, chunk.headersRead]);
    first.child.kill('SIGTERM');
    await until(first, 'the server says it is stopping', () => first.output().includes('"msg":"stopping'));
    // No new connection while it drains.
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();
    push.finish();
    chunk.finish();
    const answered = await push.answer;
    expect(answered.status).toBe(200);
    expect(statuses(answered.body)).toEqual(Array(40).fill('applied'));
    expect((await chunk.answer).status).toBe(204);
    expect(await exited(first)).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    // Again, with a one-second grace and a push that never finishes arriving: it is cut, not answered.
    const second = await startServer({ entry: ENTRY, dataDir, env: { ...LOGGING, SHUTDOWN_GRACE_SECONDS: '1' } });
    token = await signIn(second);
    const resent = await fetch(`${second.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: batch(1, 40),
    });
    expect(statuses(await resent.text())).toEqual(Array(40).fill('duplicate'));
    // The photo whose last chunk arrived during the stop is whole on disk, byte for byte.
    const photo = await fetch(`${second.url}/api/files/${photoId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PHOTO)).toBe(true);
    const cut = slowPush(second, token, batch(41, 80));
    await cut.headersRead;
    second.child.kill('SIGTERM');
    await expect(cut.answer).rejects.toThrow();
    expect(await exited(second)).toBe(0);

    // The device sends what was never acknowledged again, under the same ids: applied now, and only once.
    const third = await startServer({ entry: ENTRY, dataDir, env: LOGGING });
    token = await signIn(third);
    const again = await fetch(`${third.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: batch(1, 80),
    });
    expect(statuses(await again.text())).toEqual([...Array(40).fill('duplicate'), ...Array(40).fill('applied')]);
    third.child.kill('SIGTERM');
    expect(await exited(third)).toBe(0);

    const db = new Database(join(dataDir, 'qaryzsyz.sqlite'), { readonly: true });
    const held = db.prepare(`SELECT record_id, count(*) n FROM test_notes GROUP BY record_id`).all() as {
      record_id: string;
      n: number;
    }[];
    db.close();
    expect(held).toHaveLength(80);
    expect(held.every((r) => r.n === 1)).toBe(true);
    expect(new Set(held.map((r) => r.record_id))).toEqual(new Set(records.values()));
  }, 400_000);
});
