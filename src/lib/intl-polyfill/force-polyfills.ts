/**
 * formatjs' polyfills, in the order they build on each other, and Kazakhstan's time zones. Only the
 * per-language modules beside it import this: as static imports of one dynamic import they are fetched
 * together (one round trip on a slow link instead of seven in a row) and still run in this order.
 */
import '@formatjs/intl-pluralrules/polyfill-force.js';
import '@formatjs/intl-numberformat/polyfill-force.js';
import '@formatjs/intl-datetimeformat/polyfill-force.js';
import { KZ_TIME_ZONE } from '../../../contract/kazakhstan-time.ts';
import zones from './kz-time-zones.gen.json';

interface PolyfilledDateTimeFormat {
  __addTZData(data: unknown): void;
  __setDefaultTimeZone(zone: string): void;
}

/**
 * The polyfill formats only in zones it has data for and defaults to UTC. It gets Kazakhstan's zones
 * (scripts/gen-kz-time-zones.ts) and the device's zone when that is one of them, Kazakhstan's otherwise:
 * the programme's dates are Kazakhstan's, and a tablet set to another zone should still show them so.
 */
export function addKazakhstanZones(deviceZone: string) {
  const dtf = Intl.DateTimeFormat as unknown as PolyfilledDateTimeFormat;
  dtf.__addTZData(zones);
  const known = zones.zones.some((z) => z.startsWith(`${deviceZone}|`));
  dtf.__setDefaultTimeZone(known ? deviceZone : KZ_TIME_ZONE);
}
