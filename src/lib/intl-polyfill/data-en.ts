/** The polyfills with English data (see force-polyfills.ts): imported in this order, fetched together. */
import { addKazakhstanZones } from './force-polyfills.ts';
import '@formatjs/intl-pluralrules/locale-data/en.js';
import '@formatjs/intl-numberformat/locale-data/en.js';
import '@formatjs/intl-datetimeformat/locale-data/en.js';

export { addKazakhstanZones };
