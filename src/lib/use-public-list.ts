/**
 * A public list read page by page ("load more"), with the seed's infinite-loader states: loading,
 * ready, complete ("No more results!") and error ("Oops something went wrong!" + retry). A language
 * switch starts over in the new language; offline, with no copy saved in it, the list shown before
 * stays, the shell says so (lib/language-gap.ts), and "load more" or a returning connection starts over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentType, PublicItem } from '../../contract/content-types.ts';
import { addressOf } from '../sync/api-routes.ts';
import { isNetworkFailure, LastAnswers, useLanguageGapReport } from './language-gap.ts';
import { fetchPublic, onContentEvent, readUpdated, type PublicAnswer } from './public-fetch.ts';
import { PUBLIC_PAGE_SIZE, publicListPath, type PublicPage } from './public-content.ts';

export type ListStatus = 'loading' | 'ready' | 'complete' | 'error';

interface ListState<T> {
  /** The list type and language the items belong to: switching either starts over. */
  key: string;
  items: T[];
  status: ListStatus;
  savedAt: Date | null;
  firstUrl: string | null;
  firstAskedAt: number;
  /** The language of the items, when they are a copy kept because the one asked for is not on this device. */
  shownIn?: string;
}

const lastLists = new LastAnswers<{ items: unknown[]; status: ListStatus; savedAt: Date | null }>();

/** The items have the contract's type for `type` (contract/content-types.ts). */
export function usePublicList<C extends ContentType>(type: C, perPage = PUBLIC_PAGE_SIZE) {
  type T = PublicItem<C>;
  const { locale } = useIntl();
  const key = `${type}:${locale}`;
  const listKey = `${type}:${perPage}`;
  const [state, setState] = useState<ListState<T>>({
    key,
    items: [],
    status: 'loading',
    savedAt: null,
    firstUrl: null,
    firstAskedAt: 0,
  });
  const page = useRef(0);

  const apply = useCallback(
    (next: number, a: PublicAnswer<PublicPage<T>>) => {
      page.current = next;
      setState((prev) => {
        const state: ListState<T> = {
          key,
          items: next === 1 ? a.body.data : [...prev.items, ...a.body.data],
          status: next >= a.body.meta.last_page ? 'complete' : 'ready',
          savedAt: next === 1 ? a.savedAt : (prev.savedAt ?? a.savedAt),
          firstUrl: next === 1 ? a.url : prev.firstUrl,
          firstAskedAt: next === 1 ? a.askedAt : prev.firstAskedAt,
        };
        lastLists.set(listKey, locale, { items: state.items, status: state.status, savedAt: state.savedAt });
        return state;
      });
    },
    [key, listKey, locale],
  );

  const fetchPage = useCallback(
    (next: number) =>
      fetchPublic<PublicPage<T>>(addressOf(publicListPath(type, next, perPage))).then(
        (a) => apply(next, a),
        (error: unknown) => {
          const before = next === 1 && isNetworkFailure(error) ? lastLists.otherThan(listKey, locale) : undefined;
          setState((prev) =>
            before
              ? {
                  key,
                  items: before.value.items as T[],
                  status: before.value.status,
                  savedAt: before.value.savedAt,
                  firstUrl: null,
                  firstAskedAt: 0,
                  shownIn: before.locale,
                }
              : { ...prev, key, status: 'error' },
          );
        },
      ),
    [type, key, listKey, locale, perPage, apply],
  );

  useEffect(() => {
    page.current = 0;
    void fetchPage(1);
  }, [fetchPage]);

  const { firstUrl, firstAskedAt } = state;
  // The service worker confirmed the first page (drop the note) or has a fresher one (start over from it).
  useEffect(() => {
    if (firstUrl === null) return;
    return onContentEvent(
      (e) => {
        if (e.url !== firstUrl) return;
        if (e.kind === 'revalidated') setState((s) => ({ ...s, savedAt: null }));
        else void readUpdated<PublicPage<T>>(e.cacheName, e.url).then((a) => a && apply(1, a));
      },
      { url: firstUrl, since: firstAskedAt },
    );
  }, [firstUrl, firstAskedAt, apply]);

  const shownIn = state.key === key ? state.shownIn : undefined;
  // A copy in another language is never continued with pages in this one: it starts over.
  const more = () => {
    setState((prev) => ({ ...prev, status: 'loading' }));
    void fetchPage(shownIn ? 1 : page.current + 1);
  };
  useLanguageGapReport(shownIn ? { wanted: locale, shown: shownIn } : undefined, more);
  const current = state.key === key ? state : { ...state, items: [], status: 'loading' as const, savedAt: null };
  return { items: current.items, status: current.status, savedAt: current.savedAt, loadMore: more, retry: more };
}
