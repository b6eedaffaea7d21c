/**
 * Kazakhstan time, the one place that knows it: the country keeps one zone, UTC+5, all year (since
 * March 2024), and every calendar day the app speaks of (report filters, ages, contest windows, flow
 * end dates) is a day there. Pure, with no server imports, so the client uses it too.
 */

/** UTC+5 in milliseconds; SQL over epoch seconds divides it by 1000. */
export const KZ_OFFSET_MS = 5 * 3_600_000;

/**
 * The zone for Intl (`timeZone`). A fixed offset rather than "Asia/Almaty": a browser whose time-zone
 * data predates 2024 still puts Almaty at UTC+6 and would show a window's last day as the next one.
 * (POSIX "Etc" names invert the sign: Etc/GMT-5 is UTC+5.)
 */
export const KZ_TIME_ZONE = 'Etc/GMT-5';

export const DAY_MS = 86_400_000;

/** Today in Kazakhstan, as YYYY-MM-DD. */
export const todayInKazakhstan = (now = new Date()) =>
  new Date(now.getTime() + KZ_OFFSET_MS).toISOString().slice(0, 10);

/** The instant (epoch ms) a YYYY-MM-DD day starts in Kazakhstan; add DAY_MS for its end. */
export const kzDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - KZ_OFFSET_MS;

/** An instant as Kazakhstan wall-clock time, "YYYY-MM-DD HH:mm", as people read it in exports. */
export const kzLocalTime = (ms: number) => new Date(ms + KZ_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
