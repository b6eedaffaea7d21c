/**
 * How the service worker answers lesson media (ADR 116): first from the files the learner saved for
 * offline (whole, or a byte range cut from the whole file for a video that seeks), then — for a file the
 * page is saving — from the network without a runtime copy, else by the given runtime strategy.
 */
import { SAVE_HEADER } from '../src/sync/saved-media.ts';
import { rangeOf } from './byte-ranges.ts';

export interface MediaDeps {
  /** The saved cache. */
  saved: () => Promise<Pick<Cache, 'match'>>;
  /** The runtime strategy (cache-first with expiration) for what nobody saved. */
  runtime: (request: Request) => Promise<Response>;
  /** A file the page is saving (it reused any runtime copy before asking). */
  network: (request: Request) => Promise<Response>;
}

export async function answerMedia(request: Request, deps: MediaDeps): Promise<Response> {
  const saved = await (await deps.saved()).match(request.url);
  if (saved) return rangeOf(request, saved);
  if (request.headers.has(SAVE_HEADER)) return deps.network(request);
  return deps.runtime(request);
}
