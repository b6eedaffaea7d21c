/**
 * What a first install downloads before the app counts as ready offline, and what follows at idle
 * (ADR 141). On a 400 kbps link every megabyte is 20 s: the install takes the files this person needs —
 * the shell, every page's code, their own language's messages and date data — and leaves the other three
 * languages, and the content editor for anyone who is not staff, for later.
 */

/** What the page tells the worker before it registers: the language it shows and whether staff uses it. */
export interface DeviceProfile {
  locale: string;
  staff: boolean;
}

export const PROFILE_CACHE = 'device-profile';
export const PROFILE_URL = '/__device-profile';

/** A language's own file: its messages, its Intl data, a calendar's locale (`zh-CN-…`, `en-GB-…`). */
const LANGUAGE_FILE = /(?:^|\/)assets\/(?:data-)?(kk|ru|en|zh)-[\w-]+\.js$/;
/** Staff-only code large enough to matter on a slow link. */
const STAFF_FILE = /(?:^|\/)assets\/rich-text-editor-[\w-]+\.(?:js|css)$/;

/** A file every person's first install takes, whatever their language and role. */
export const forEveryone = (url: string) => !LANGUAGE_FILE.test(url) && !STAFF_FILE.test(url);

/** true: installed first; false: fetched after the app is ready. Without a profile, everything is first. */
export function neededFirst(url: string, profile: DeviceProfile | null): boolean {
  if (!profile) return true;
  const language = LANGUAGE_FILE.exec(url);
  if (language) return language[1] === profile.locale;
  if (STAFF_FILE.test(url)) return profile.staff;
  return true;
}

/** Runs `task` over `items`, at most `width` at a time: a link's round trips overlap instead of adding up. */
export async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
