/**
 * A browser without CLDR data for a language (Debian's Chromium has none for Kazakh) formats dates
 * as "2026 M11 23" and money as "KZT 1,000,000". Only on such a browser are formatjs' polyfills and
 * the language's data loaded (lazy chunks, precached with the rest, so this works offline too). Once
 * the polyfills replace the browser's formatters, every later language loads its data for them.
 * Nothing of the polyfills is in the first route: only this check and one dynamic import per language.
 */
import type { Locale } from '../../../contract/locale.ts';

// One module per language (polyfills, then the language's data): its pieces are fetched in parallel.
const withData: Record<Locale, () => Promise<{ addKazakhstanZones: (deviceZone: string) => void }>> = {
  kk: () => import('./data-kk.ts'),
  ru: () => import('./data-ru.ts'),
  en: () => import('./data-en.ts'),
  zh: () => import('./data-zh.ts'),
};

/**
 * The device's own zone, read before the polyfill replaces DateTimeFormat. Only then: a browser with the
 * data never pays for a date formatter before the first paint.
 */
let zone: string | undefined;
const deviceZone = () => (zone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The browser's own check is no use here: Chromium without Kazakh data still lists `kk` as supported
 * and formats with CLDR's root locale, whose month names are "M1"…"M12". vite-plugins/first-paint-preload.ts
 * asks the same question to start these chunks with the entry.
 */
function browserLacksData(locale: Locale) {
  const november = new Date(Date.UTC(2026, 10, 23));
  return /^M\d+$/.test(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(november));
}

let polyfilled = false;

/** Resolves once numbers, plurals and dates format properly in `locale`; a failed load keeps the browser's own. */
export async function ensureLocaleData(locale: Locale) {
  try {
    // Once polyfilled, the formatters are formatjs' own and every language needs its data for them.
    if (!polyfilled && !browserLacksData(locale)) return;
    const ownZone = polyfilled ? '' : deviceZone();
    const { addKazakhstanZones } = await withData[locale]();
    // Another call may have installed them meanwhile (the first page activates its language twice).
    if (!polyfilled) addKazakhstanZones(ownZone);
    polyfilled = true;
  } catch (e) {
    // Offline before the chunks were cached: the page still renders, with the browser's formatting.
    console.warn('[intl] locale data', e);
  }
}
