/**
 * Hono's typed client over our API, so a page's data has the type the server's route answers with and
 * no response shape is written twice. Requests go through `apiFetch` (headers, `lang`, ApiError). Only
 * lazy admin/account chunks import this: hono/client stays out of the first route's JavaScript.
 */
import { hc, type ClientResponse, type InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType, ContentAdminType } from '../../api/app.ts';
import { apiFetch } from './api.ts';

export const client = hc<AppType>('/', { fetch: apiFetch });

/** The body of a 2xx answer (apiFetch has already thrown for any other). */
export type Ok<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits a typed request and returns its JSON body, typed as the route's success answer. */
export async function read<R extends ClientResponse<unknown, number, 'json'>>(request: Promise<R>): Promise<Ok<R>> {
  return (await (await request).json()) as Ok<R>;
}

/** The success body of a typed client endpoint, for a component's props. */
export type Answer<E> = InferResponseType<E, SuccessStatusCode>;

/**
 * `/api/<type>` routes are registered in a loop (one per content type), so AppType cannot name them;
 * their answers are typed from the sub-app instead.
 */
export const contentClient = (path: string) => hc<ContentAdminType>(`/api/${path}`, { fetch: apiFetch });

type Query<T> = {
  [K in keyof T]: Exclude<T[K], undefined> extends string ? T[K] : string | Extract<T[K], undefined>;
};
/** A page's search (numbers, empty strings) as the query a typed route takes: strings, blanks left out. */
export function toQuery<T extends object>(search: T): Query<T> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== '') query[k] = String(v);
  return query as Query<T>;
}
