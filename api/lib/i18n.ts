/** Server-side translation of message ids from the same catalogs the app uses. */
import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import { projectFile } from '../../db/project-files.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../contract/locale.ts';

const catalogs = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(projectFile(`locales/${l}.json`), 'utf8')) as Record<string, string>]),
) as Record<Locale, Record<string, string>>;

const cache = new Map<string, IntlMessageFormat>();

export type Translate = (id: string, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (id, values) => {
    const source = catalogs[locale][id] ?? catalogs[FALLBACK_LOCALE][id];
    if (source === undefined) return id;
    const key = `${locale}\u0000${id}`;
    let fmt = cache.get(key);
    if (!fmt) cache.set(key, (fmt = new IntlMessageFormat(source, locale)));
    return String(fmt.format(values));
  };
}
