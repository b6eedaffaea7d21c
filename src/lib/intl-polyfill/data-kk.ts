/** The polyfills with Kazakh data (see force-polyfills.ts): imported in this order, fetched together. */
import { addKazakhstanZones } from './force-polyfills.ts';
import '@formatjs/intl-pluralrules/locale-data/kk.js';
import '@formatjs/intl-numberformat/locale-data/kk.js';
import '@formatjs/intl-datetimeformat/locale-data/kk.js';

export { addKazakhstanZones };
