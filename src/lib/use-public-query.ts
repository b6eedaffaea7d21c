/**
 * One public API answer for a page: loading, error with retry, the "saved copy" date when it came
 * from the offline cache, and a re-render when the service worker announces fresher content. A
 * language switch asks again at once; offline, with no copy saved in the new language, the page keeps
 * the copy of the previous one and the shell says so (lib/language-gap.ts), asking again once online.
 */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentType, PublicItem } from '../../contract/content-types.ts';
import { addressOf, type ApiRoute, type InputArg, type LooseInput, type RouteAnswer } from '../sync/api-routes.ts';
import { fetchPublic, onContentEvent, readUpdated } from './public-fetch.ts';
import { isNetworkFailure, LastAnswers, useLanguageGapReport } from './language-gap.ts';
import { publicItemPath } from './public-content.ts';

export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T; savedAt: Date | null };

/** `shownIn`: the language of a copy shown because the one asked for is not on this device. */
type Keyed<T> = QueryState<T> & { key: string; url?: string; askedAt?: number; shownIn?: string };

const lastAnswers = new LastAnswers<{ data: unknown; savedAt: Date | null }>();

export type PublicQuery<T> = QueryState<T> & { retry: () => void };

/**
 * A route of the public API by its declared path ('/public/property/buildings/:id') and inputs; the
 * answer has the type the server's route gives it.
 */
export function usePublicQuery<P extends ApiRoute>(path: P, ...input: InputArg<P>): PublicQuery<RouteAnswer<P>>;
export function usePublicQuery(path: string, input?: LooseInput): PublicQuery<unknown> {
  return useSavedAnswer(addressOf(path, input));
}

/** One published content item (its routes are made per type, so the answer's type is the contract's). */
export function usePublicItem<T extends ContentType>(
  type: T,
  id: number | string,
): PublicQuery<{ data: PublicItem<T> }> {
  return useSavedAnswer(addressOf(publicItemPath(type, id)));
}

function useSavedAnswer<T>(path: string): PublicQuery<T> {
  const [attempt, setAttempt] = useState(0);
  // The answer is in a language: switching it asks again at once (offline, from that language's copy).
  const { locale } = useIntl();
  const key = `${path}#${locale}#${attempt}`;
  const [state, setState] = useState<Keyed<T>>({ status: 'loading', key });

  useEffect(() => {
    const ctrl = new AbortController();
    fetchPublic<T>(path, ctrl.signal).then(
      (a) => {
        lastAnswers.set(path, locale, { data: a.body, savedAt: a.savedAt });
        setState({ status: 'ready', data: a.body, savedAt: a.savedAt, key, url: a.url, askedAt: a.askedAt });
      },
      (error: unknown) => {
        if (ctrl.signal.aborted) return;
        const before = isNetworkFailure(error) ? lastAnswers.otherThan(path, locale) : undefined;
        setState(
          before
            ? {
                status: 'ready',
                data: before.value.data as T,
                savedAt: before.value.savedAt,
                key,
                shownIn: before.locale,
              }
            : { status: 'error', error, key },
        );
      },
    );
    return () => ctrl.abort();
  }, [path, locale, key]);

  const url = state.key === key ? state.url : undefined;
  const askedAt = state.key === key ? state.askedAt : undefined;
  useEffect(() => {
    if (url === undefined) return;
    return onContentEvent(
      (e) => {
        if (e.url !== url) return;
        if (e.kind === 'revalidated')
          setState((s) => (s.status === 'ready' && s.key === key ? { ...s, savedAt: null } : s));
        else
          void readUpdated<T>(e.cacheName, e.url).then((a) => {
            if (!a) return;
            lastAnswers.set(path, locale, { data: a.body, savedAt: null });
            setState({ status: 'ready', data: a.body, savedAt: null, key, url, askedAt: a.askedAt });
          });
      },
      { url, since: askedAt ?? 0 },
    );
  }, [path, locale, url, askedAt, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A copy in another language stays on screen while this language is asked for again.
  const shownIn = state.key.startsWith(`${path}#${locale}#`) ? state.shownIn : undefined;
  useLanguageGapReport(shownIn ? { wanted: locale, shown: shownIn } : undefined, retry);

  const current: QueryState<T> = state.key === key || shownIn ? stripKeyed(state) : { status: 'loading' };
  return { ...current, retry };
}

function stripKeyed<T>(s: Keyed<T>): QueryState<T> {
  if (s.status === 'ready') return { status: 'ready', data: s.data, savedAt: s.savedAt };
  return s.status === 'error' ? { status: 'error', error: s.error } : { status: 'loading' };
}
