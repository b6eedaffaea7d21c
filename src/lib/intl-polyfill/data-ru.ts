/** The polyfills with Russian data (see force-polyfills.ts): imported in this order, fetched together. */
import { addKazakhstanZones } from './force-polyfills.ts';
import '@formatjs/intl-pluralrules/locale-data/ru.js';
import '@formatjs/intl-numberformat/locale-data/ru.js';
import '@formatjs/intl-datetimeformat/locale-data/ru.js';

export { addKazakhstanZones };
