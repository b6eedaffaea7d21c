/**
 * A browser without CLDR data for a language (Debian's Chromium has none for Kazakh) formats dates
 * as "2026 M11 23" and money as "KZT 1,000,000". Only on such a browser are formatjs' polyfills and
 * the language's data loaded (lazy chunks, precached with the rest, so this works offline too). Once
 * the polyfills replace the browser's formatters, every later language loads its data for them.
 */
import type { Locale } from '../../../api/schemas/locale.ts';

type Loaders = Record<Locale, () => Promise<unknown>>;

const pluralData: Loaders = {
  kk: () => import('@formatjs/intl-pluralrules/locale-data/kk.js'),
  ru: () => import('@formatjs/intl-pluralrules/locale-data/ru.js'),
  en: () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
  zh: () => import('@formatjs/intl-pluralrules/locale-data/zh.js'),
};
const numberData: Loaders = {
  kk: () => import('@formatjs/intl-numberformat/locale-data/kk.js'),
  ru: () => import('@formatjs/intl-numberformat/locale-data/ru.js'),
  en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
  zh: () => import('@formatjs/intl-numberformat/locale-data/zh.js'),
};
const dateData: Loaders = {
  kk: () => import('@formatjs/intl-datetimeformat/locale-data/kk.js'),
  ru: () => import('@formatjs/intl-datetimeformat/locale-data/ru.js'),
  en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
  zh: () => import('@formatjs/intl-datetimeformat/locale-data/zh.js'),
};

/** Read before any polyfill replaces DateTimeFormat: the device's own zone. */
const deviceZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

interface PolyfilledDateTimeFormat {
  __addTZData(data: unknown): void;
  __setDefaultTimeZone(zone: string): void;
}

/**
 * The polyfill formats only in zones it has data for and defaults to UTC. It gets Kazakhstan's zones
 * (scripts/gen-kz-time-zones.ts) and the device's zone when that is one of them, Almaty otherwise: the
 * programme's dates are Kazakhstan's, and a tablet set to another zone should still show them so.
 */
async function addTimeZones() {
  const { default: data } = await import('./kz-time-zones.gen.json');
  const dtf = Intl.DateTimeFormat as unknown as PolyfilledDateTimeFormat;
  dtf.__addTZData(data);
  const known = data.zones.some((z) => z.startsWith(`${deviceZone}|`));
  dtf.__setDefaultTimeZone(known ? deviceZone : 'Asia/Almaty');
}

/**
 * The browser's own check is no use here: Chromium without Kazakh data still lists `kk` as supported
 * and formats with CLDR's root locale, whose month names are "M1"…"M12". After the polyfills are in
 * place, formatjs' checks are accurate.
 */
function browserLacksData(locale: Locale) {
  const november = new Date(Date.UTC(2026, 10, 23));
  return /^M\d+$/.test(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(november));
}

let polyfilled = false;

/** Resolves once numbers, plurals and dates format properly in `locale`; a failed load keeps the browser's own. */
export async function ensureLocaleData(locale: Locale) {
  try {
    if (!polyfilled) {
      if (!browserLacksData(locale)) return;
      await import('@formatjs/intl-pluralrules/polyfill-force.js');
      await import('@formatjs/intl-numberformat/polyfill-force.js');
      await import('@formatjs/intl-datetimeformat/polyfill-force.js');
      await addTimeZones();
      polyfilled = true;
    }
    // The polyfills list exactly the languages whose data they hold.
    if (!Intl.PluralRules.supportedLocalesOf(locale).length) await pluralData[locale]();
    if (!Intl.NumberFormat.supportedLocalesOf(locale).length) await numberData[locale]();
    if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length) await dateData[locale]();
  } catch (e) {
    // Offline before the chunks were cached: the page still renders, with the browser's formatting.
    console.warn('[intl] locale data', e);
  }
}
