/**
 * Writes src/lib/intl-polyfill/kz-time-zones.gen.json: formatjs' time-zone data cut down to
 * Kazakhstan's zones. The DateTimeFormat polyfill (loaded only where the browser lacks a language's
 * data) needs zone data for every zone it formats in; the full set is 1.3 MB, Kazakhstan's is 30 KB.
 * Run after upgrading @formatjs/intl-datetimeformat: `npx tsx scripts/gen-kz-time-zones.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The cities a device may be set to, and the fixed UTC+5 the app formats in (KZ_TIME_ZONE in
// contract/kazakhstan-time.ts): without it the polyfill throws and react-intl shows the raw epoch.
const KZ = [
  ...['Almaty', 'Aqtau', 'Aqtobe', 'Atyrau', 'Oral', 'Qostanay', 'Qyzylorda'].map((c) => `Asia/${c}`),
  'Etc/GMT-5',
];

const file = createRequire(import.meta.url).resolve('@formatjs/intl-datetimeformat/add-all-tz.js');
const src = readFileSync(file, 'utf8');
const start = src.indexOf('__addTZData(') + '__addTZData('.length;
const data = JSON.parse(src.slice(start, src.lastIndexOf('})') + 1)) as {
  abbrvs: string;
  offsets: string;
  zones: string[];
};
const zones = data.zones.filter((z) => KZ.includes(z.split('|')[0]!));
if (zones.length !== KZ.length) throw new Error(`expected ${KZ.length} zones, found ${zones.length}`);
writeFileSync('src/lib/intl-polyfill/kz-time-zones.gen.json', JSON.stringify({ ...data, zones }) + '\n');
