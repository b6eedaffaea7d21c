/**
 * The one way the app talks to its server: JSON, X-Localization, the bearer token, and the seed's
 * "no role access" rule (go to the site root, and still reject so callers can react).
 */
import type { FieldErrors } from '../../contract/errors.ts';
import { DEFAULT_LOCALE } from '../../contract/locale.ts';
import { currentLocale } from './intl.ts';
import { getSession } from './session.ts';

import { routeUrl, type ApiRoute, type LooseInput, type RouteAnswer, type RouteInput } from '../sync/api-routes.ts';

/** A route's address from its declared path (src/sync/api-routes.ts): pages write no address under /api of their own. */
export { routeUrl };

/** An uploaded file's public address (a picture, a document, a video). */
export const mediaUrl = (id: string) => routeUrl('/public/media/:id', { param: { id } });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors: FieldErrors = {},
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export function apiHeaders(extra: HeadersInit = {}): Headers {
  const headers = new Headers(extra);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set('X-Localization', currentLocale() ?? DEFAULT_LOCALE);
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** GET answers depend on the language; the query makes each language its own offline cache entry. */
export function withLang(url: string) {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${currentLocale() ?? DEFAULT_LOCALE}`;
}

/** fetch with our headers; a non-2xx answer throws ApiError (and "no role access" goes to the site root). */
export async function apiFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init.method ?? 'GET';
  const res = await fetch(method === 'GET' ? withLang(url) : url, {
    ...init,
    headers: apiHeaders(init.headers),
  });
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string; errors?: FieldErrors };
  if (res.status === 403 && body.code === 'no_role_access') window.location.assign('/');
  const retry = Number(res.headers.get('Retry-After'));
  throw new ApiError(res.status, body.message ?? res.statusText, body.code, body.errors, retry || undefined);
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await apiFetch(`/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
  return (await res.json().catch(() => ({}))) as T;
}

/** A file behind the sign-in (a photo, a PDF): our headers, and no language in the address (bytes have none). */
export async function apiFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { headers: apiHeaders(), signal: signal ?? null });
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  return res.blob();
}

/**
 * A GET of one route by its declared path, typed like the typed client's answer but without loading
 * hono/client: for pages that open first (public forms) and read with `useRead`.
 */
export async function readRoute<P extends ApiRoute>(
  path: P,
  input: RouteInput<P>,
  signal?: AbortSignal,
): Promise<RouteAnswer<P>> {
  const res = await apiFetch(routeUrl(path, input as LooseInput), { signal: signal ?? null });
  return (await res.json()) as RouteAnswer<P>;
}
