/** The polyfills with Chinese data (see force-polyfills.ts): imported in this order, fetched together. */
import { addKazakhstanZones } from './force-polyfills.ts';
import '@formatjs/intl-pluralrules/locale-data/zh.js';
import '@formatjs/intl-numberformat/locale-data/zh.js';
import '@formatjs/intl-datetimeformat/locale-data/zh.js';

export { addKazakhstanZones };
