/**
 * A trickling upload is dropped once no byte has come for the idle limit, instead of holding its socket
 * until Node's 300 s request timeout (issue 34, noted). The real app listens on a port with the server's
 * own idle rule (api/lib/idle-uploads.ts, as api/start.ts installs it).
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { dropIdleUploads } from '../../api/lib/idle-uploads.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
dropIdleUploads(server, 300);
afterAll(async () => {
  await new Promise((r) => server.close(r));
  t.close();
});

const port = () =>
  new Promise<number>((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });

describe('an upload that stops sending', () => {
  it('is dropped after the idle limit: the connection closes without an answer', async () => {
    const { token } = await t.userWithRole('admin');
    const socket = connect(await port(), '127.0.0.1');
    let answered = '';
    socket.on('data', (d) => (answered += d.toString()));
    socket.write(
      'POST /api/imports HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Length: 1000000\r\n\r\n`,
    );
    socket.write(Buffer.alloc(1000, 1)); // a first chunk, then silence
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answered).toBe('');
  });

  it('leaves a request without a body to take the time it needs', async () => {
    const res = await fetch(`http://127.0.0.1:${await port()}/api/health`);
    expect(res.status).toBe(200);
  });
});
