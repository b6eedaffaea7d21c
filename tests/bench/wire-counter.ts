/**
 * A TCP pass-through in front of the server that counts the bytes each way, so "bytes on the wire"
 * includes HTTP headers and is measured where the browser's traffic actually flows. With `link`, it is
 * also the link: that many kbps each way and that round trip, shared by every connection. CDP's
 * Network.emulateNetworkConditions throttles a page's own requests but not its service worker's (the
 * precache download, issue 33.15), which pass here like any other.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface Link {
  kbps: number;
  rttMs: number;
}

/** Carries chunks over a shaped link: serialised at `kbps` per direction, delivered half a round trip later. */
function shaper(link: Link) {
  const bytesPerMs = link.kbps / 8;
  const free = { up: 0, down: 0 };
  const leaves = (dir: 'up' | 'down', bytes: number, notBefore: number) => {
    free[dir] = Math.max(performance.now(), free[dir], notBefore) + bytes / bytesPerMs;
    return free[dir] + link.rttMs / 2 - performance.now();
  };
  return {
    /** When what the server has sent so far has crossed the link (ms from now). */
    drained: () => leaves('down', 0, 0),
    /** A connection costs a round trip (the TCP handshake) before its first byte leaves. */
    wire(client: Socket, upstream: Socket) {
      const opened = performance.now() + link.rttMs;
      const carry = (dir: 'up' | 'down', to: Socket, notBefore: number) => (d: Buffer) =>
        void setTimeout(() => to.destroyed || to.write(d), leaves(dir, d.length, notBefore));
      const end = (dir: 'up' | 'down', to: Socket) => () =>
        void setTimeout(() => to.destroyed || to.end(), leaves(dir, 0, 0));
      client.on('data', carry('up', upstream, opened)).on('end', end('up', upstream));
      upstream.on('data', carry('down', client, 0)).on('end', end('down', client));
    },
  };
}

export async function startWireCounter(targetPort: number, link?: Link) {
  const counts = { up: 0, down: 0, connections: 0 };
  const sockets = new Set<Socket>();
  const shaped = link && shaper(link);
  const server = createServer((client) => {
    counts.connections++;
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (d) => (counts.up += d.length));
    upstream.on('data', (d) => (counts.down += d.length));
    if (shaped) shaped.wire(client, upstream);
    else client.pipe(upstream).pipe(client);
    const close = () => (client.destroy(), upstream.destroy(), sockets.delete(client), sockets.delete(upstream));
    client.on('error', close).on('close', close);
    // A server that closes has sent its last bytes: on a shaped link they are still on their way.
    const closeUpstream = shaped ? () => void setTimeout(close, shaped.drained()) : close;
    upstream.on('error', close).on('close', closeUpstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Bytes counted since the last reset. */
    take() {
      const out = { ...counts };
      counts.up = counts.down = counts.connections = 0;
      return out;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
