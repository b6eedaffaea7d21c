/**
 * The address a request came from, which every per-address limit counts. Behind a reverse proxy the socket
 * is the proxy's, so the client's address is read from X-Forwarded-For. A proxy that appends (nginx's
 * `$proxy_add_x_forwarded_for`, Caddy) keeps whatever the client wrote in front of the address it saw:
 * only entries written by proxies we trust can be believed, so the list is read from the right and the
 * first entry not written by a trusted hop is the client. TRUST_PROXY names the trusted hops, as a count
 * ("1": one proxy in front) or as their addresses and networks ("10.0.0.0/8, 127.0.0.1"); see README.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';

export type TrustProxy = { hops: number } | { networks: BlockList } | null;

/** "1.2.3.4", "::ffff:1.2.3.4", "1.2.3.4:5678" and "[::1]:80" name the address without port or mapping. */
export function plainAddress(raw: string): string {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  const mapped = /^::ffff:([\d.]+)$/i.exec(a);
  return mapped ? mapped[1]! : a.toLowerCase();
}

/** TRUST_PROXY's value: off when empty or 0, a hop count, or a comma-separated list of addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return null;
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const networks = new BlockList();
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [address, prefix] = part.split('/') as [string, string | undefined];
    const plain = plainAddress(address);
    const family = isIP(plain) === 6 ? 'ipv6' : isIP(plain) === 4 ? 'ipv4' : null;
    if (!family) throw new Error(`TRUST_PROXY: "${part}" is neither a hop count nor an address or network`);
    if (prefix === undefined) networks.addAddress(plain, family);
    else networks.addSubnet(plain, Number(prefix), family);
  }
  return { networks };
}

const trusted = (networks: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && networks.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address from the socket's peer and the X-Forwarded-For header. Untrusted (no TRUST_PROXY,
 * or a peer that is not a trusted proxy) the peer is the client, whatever the header says.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = plainAddress(peer);
  if (!trust || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map(plainAddress).filter(Boolean);
  if (!entries.length) return socket;
  if ('hops' in trust) {
    // The nearest proxy is the socket and appended the last entry; each further trusted hop one more.
    if (trust.hops < 1) return socket;
    return entries[Math.max(0, entries.length - trust.hops)]!;
  }
  if (!trusted(trust.networks, socket)) return socket;
  for (let i = entries.length - 1; i >= 0; i--) if (!trusted(trust.networks, entries[i]!)) return entries[i]!;
  return entries[0]!;
}

/** The request's client address as the per-address limits count it; `local` for app.request() without a socket. */
export function clientIp(c: Context, trust: TrustProxy): string {
  let peer = 'local';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
  }
  return clientAddress(peer, c.req.header('X-Forwarded-For'), trust);
}
