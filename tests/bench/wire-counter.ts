/**
 * A TCP pass-through in front of the server that counts the bytes each way, so "bytes on the wire"
 * includes HTTP headers and is measured where the browser's traffic actually flows.
 */
import { connect, createServer, type Socket } from 'node:net';

export async function startWireCounter(targetPort: number) {
  const counts = { up: 0, down: 0, connections: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    counts.connections++;
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (d) => (counts.up += d.length));
    upstream.on('data', (d) => (counts.down += d.length));
    client.pipe(upstream).pipe(client);
    const close = () => (client.destroy(), upstream.destroy(), sockets.delete(client), sockets.delete(upstream));
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
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
