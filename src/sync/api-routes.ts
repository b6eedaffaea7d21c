/**
 * Our API's routes as the server declares them, read from AppType (an `import type` of api/app.ts, so
 * nothing of the server or of hono/client reaches the bundle). A caller names a route by its declared
 * path without the shared `/api` ('/public/property/buildings/:id') and gets the URL, the inputs and the
 * answer's type from the server's own route: the public pages' first JavaScript and the service worker's
 * engine cannot carry hono/client, yet write neither an address under /api nor a response type by hand.
 * It lives in src/sync because the engine (framework-free, run by the service worker) uses it too.
 */
import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../api/app.ts';

type Declared = ExtractSchema<AppType>;

/** A parameter's pattern is the server's business: ':id{[0-9]+}' is named ':id' here. */
type Segment<S extends string> = S extends `:${infer Name}{${string}` ? `:${Name}` : S;
type Clean<S extends string> = S extends `${infer A}/${infer B}` ? `${Segment<A>}/${Clean<B>}` : Segment<S>;

/** Every route by its path without '/api' and without parameter patterns. */
type Routes = {
  [K in keyof Declared as K extends `/api${infer P}` ? Clean<P> : never]: Declared[K];
};

/** The declared path of every route that answers method `M` ('$get', '$post'…). */
export type ApiRoute<M extends string = '$get'> = {
  [K in keyof Routes]: M extends keyof Routes[K] ? K : never;
}[keyof Routes];

/** Every declared route, whatever its method. */
export type AnyRoute = keyof Routes & string;

type Endpoint<P extends string, M extends string> = P extends keyof Routes
  ? M extends keyof Routes[P]
    ? Routes[P][M]
    : never
  : never;

/** The JSON body of the route's 2xx answer, as its handler builds it. */
export type RouteAnswer<P extends ApiRoute<M>, M extends string = '$get'> =
  Endpoint<P, M> extends infer E
    ? E extends { output: infer O; status: infer S; outputFormat: 'json' }
      ? S extends SuccessStatusCode
        ? O
        : never
      : never
    : never;

/** A path or query value as a page holds it: a number is sent as its digits. */
type Loose<T> = { [K in keyof T]: T[K] extends string ? T[K] | number : T[K] };
type InputOf<E> = E extends { input: infer I } ? I : never;

/** The route's path parameters and query, as its validators declare them. */
export type RouteInput<P extends ApiRoute<M>, M extends string = '$get'> = {
  [K in keyof InputOf<Endpoint<P, M>> & ('param' | 'query')]: Loose<InputOf<Endpoint<P, M>>[K]>;
};

/** The input argument: optional when the route needs none. */
export type InputArg<P extends ApiRoute<M>, M extends string = '$get'> =
  Record<never, never> extends RouteInput<P, M> ? [input?: RouteInput<P, M>] : [input: RouteInput<P, M>];

type Value = string | number | boolean | readonly (string | number)[] | null | undefined;
export interface LooseInput {
  param?: Record<string, string | number>;
  query?: Record<string, Value>;
}

/**
 * The address of a route: `:params` filled in (encoded), a trailing `*` left open, the query appended in
 * the order given with blank values left out. The same input always gives the same address: it is the
 * offline cache's key.
 */
export function routeUrl(path: AnyRoute, input: LooseInput = {}): string {
  return addressOf(path, input);
}

/**
 * `routeUrl` for a path the type cannot check: the content routes, made in a loop per content type
 * (contract/content-types.ts names them), and the typed hooks' own implementations.
 */
export function addressOf(path: string, input: LooseInput = {}): string {
  const filled = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '';
      if (!segment.startsWith(':')) return segment;
      // A path written with its pattern (':id{[0-9]+}') is looked up by the name alone.
      const name = segment.slice(1).replace(/[{?].*$/, '');
      const value = input.param?.[name];
      if (value === undefined) throw new Error(`${path} needs ${name}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null && one !== '') query.append(key, String(one));
  const search = query.toString();
  return `/api${filled}${search ? `?${search}` : ''}`;
}
