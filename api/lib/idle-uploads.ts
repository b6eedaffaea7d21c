/**
 * A request body that stops arriving is dropped after `idleMs` without a byte: a trickling upload (a few
 * bytes, then silence) otherwise holds its socket and request until Node's 300 s request timeout, and a few
 * hundred of them hold the server. The clock runs only while a body is still coming and restarts with every
 * chunk, so a slow 2G upload that keeps moving is never cut, nor is a request the server takes long to answer.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function dropIdleUploads(server: Pick<Server, 'on'>, idleMs: number) {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!idleMs || req.complete || !hasBody(req)) return;
    // The socket's own timeout restarts on every byte read; with nobody listening it destroys the socket.
    req.socket.setTimeout(idleMs);
    const off = () => req.socket.setTimeout(0);
    req.once('end', off);
    res.once('finish', off);
  });
}
