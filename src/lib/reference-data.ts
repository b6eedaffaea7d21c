/**
 * Reference data an offline form needs: the KATO tree and the contest's nominations. Fetched at sign-in,
 * at start and whenever the network returns, and kept in IndexedDB, so an operator who signs in at the
 * office can work in a village all day. (A trainer's flows arrive with the sync pull.)
 */
import { api } from './api.ts';
import type { Answer, client } from './api-client.ts';
import { db } from './db.ts';
import { currentLocale } from './intl.ts';

export const catoKey = (locale: string) => `cato:${locale}`;
export const contestInfoKey = (locale: string) => `contest.info.${locale}`;

export async function refreshCato(locale: string) {
  const { data } = await api<Answer<typeof client.api.common_data.$get>>('/common_data');
  await db.meta.put({ key: catoKey(locale), value: data.cato });
}

export async function refreshContestInfo(locale: string) {
  const { data } = await api<Answer<typeof client.api.public.contest.$get>>('/public/contest');
  await db.meta.put({ key: contestInfoKey(locale), value: data });
}

/** Both, in the current language; offline or refused, the stored copies stay. */
export function refreshReferenceData() {
  const locale = currentLocale() ?? 'kk';
  return Promise.allSettled([refreshCato(locale), refreshContestInfo(locale)]);
}
