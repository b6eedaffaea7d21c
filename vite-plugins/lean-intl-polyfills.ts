/**
 * formatjs' polyfills (src/lib/intl-polyfill) are downloaded, parsed and run before the first paint on a
 * browser without a language's data. Two cuts that change nothing the app formats:
 * - the three polyfills each pin their own copy of @formatjs/intl-localematcher, installed side by side
 *   (the top-level copy is an older version @formatjs/intl uses): their imports resolve to one copy,
 *   provided the copies are the same version;
 * - a language's date data is 80 % date-range patterns and time-zone names. The app formats no ranges and
 *   no zone names (the polyfill knows only Kazakhstan's zones anyway); without the data a range would use
 *   the fallback pattern and a zone name the GMT offset. The rest of the data is kept as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MATCHER = '@formatjs/intl-localematcher';
const POLYFILLS = ['intl-pluralrules', 'intl-numberformat', 'intl-datetimeformat'];
const POLYFILL_FILE = new RegExp(`[\\\\/]node_modules[\\\\/]@formatjs[\\\\/](${POLYFILLS.join('|')})[\\\\/]`);
const DATE_DATA = /[\\/]node_modules[\\/]@formatjs[\\/]intl-datetimeformat[\\/]locale-data[\\/][^\\/]+\.js$/;

interface IntervalFormats {
  intervalFormatFallback?: string;
}
interface DateData {
  data: {
    intervalFormats?: IntervalFormats;
    timeZoneName?: object;
    calendarData?: Record<string, { intervalFormats?: IntervalFormats }>;
  };
}

const fallbackOnly = (f: IntervalFormats | undefined) => f && { intervalFormatFallback: f.intervalFormatFallback };

/** The locale-data module with its JSON argument cut down; null when it is not the shape expected. */
export function trimDateData(code: string): string | null {
  const open = code.indexOf('JSON.parse(');
  const close = code.lastIndexOf('))');
  if (open < 0 || close < open) return null;
  const literal = code.slice(open + 'JSON.parse('.length, close);
  let parsed: DateData;
  try {
    parsed = JSON.parse(JSON.parse(literal) as string) as DateData;
  } catch {
    return null;
  }
  const { data } = parsed;
  if (data.intervalFormats) data.intervalFormats = fallbackOnly(data.intervalFormats);
  if (data.timeZoneName) data.timeZoneName = {};
  for (const calendar of Object.values(data.calendarData ?? {}))
    if (calendar.intervalFormats) calendar.intervalFormats = fallbackOnly(calendar.intervalFormats);
  return `${code.slice(0, open)}JSON.parse(${JSON.stringify(JSON.stringify(parsed))}${code.slice(close)}`;
}

export function leanIntlPolyfills(): Plugin {
  // A file inside the first polyfill's package: resolving from it finds that polyfill's copy.
  let resolveFrom: string | undefined;
  return {
    name: 'qaryzsyz:lean-intl-polyfills',
    enforce: 'pre',
    configResolved({ root }) {
      const pkg = (polyfill: string) => join(root, 'node_modules', '@formatjs', polyfill);
      const versions = POLYFILLS.map((p) => {
        const copy = [join(pkg(p), 'node_modules', MATCHER), join(root, 'node_modules', MATCHER)].find((d) =>
          existsSync(join(d, 'package.json')),
        );
        return copy && (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string }).version;
      });
      const same = versions[0] && versions.every((v) => v === versions[0]);
      resolveFrom = same ? join(pkg(POLYFILLS[0]!), 'index.js') : undefined;
    },
    async resolveId(source, importer, options) {
      if (!resolveFrom || !importer || !POLYFILL_FILE.test(importer)) return null;
      if (source !== MATCHER && !source.startsWith(`${MATCHER}/`)) return null;
      return this.resolve(source, resolveFrom, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!DATE_DATA.test(id)) return null;
      const trimmed = trimDateData(code);
      if (!trimmed) this.warn(`${id}: not the expected locale-data shape, left whole`);
      return trimmed && { code: trimmed, map: null };
    },
  };
}
