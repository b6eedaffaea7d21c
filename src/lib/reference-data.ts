/**
 * Reference data an offline form needs: the KATO tree and the contest's nominations. Fetched at sign-in,
 * at start and whenever the network returns, and kept in IndexedDB, so an operator who signs in at the
 * office can work in a village all day. (A trainer's flows arrive with the sync pull.)
 */
import { api } from './api.ts';
import type { Answer, client } from './api-client.ts';
import { db } from '../sync/db.ts';
import { currentLocale } from './intl.ts';

/**
 * The saved KATO tree per language. The version part changes when the server's names change (2: every
 * name in zh and en, rural okrugs without abbreviations — ADR 096), so a device shows the new names at
 * once instead of the copy it saved before; older copies serve only until the first answer.
 */
export const CATO_VERSION = 2;
export const catoKey = (locale: string) => `cato:${CATO_VERSION}:${locale}`;
export const contestInfoKey = (locale: string) => `contest.info.${locale}`;

export async function refreshCato(locale: string) {
  const { data } = await api<Answer<typeof client.api.common_data.$get>>('/common_data');
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: catoKey(locale), value: data.cato });
    // Copies of an older version would show old names in a language not refreshed yet.
    await db.meta
      .where('key')
      .startsWith('cato:')
      .filter((row) => !row.key.startsWith(catoKey('')))
      .delete();
  });
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
