/**
 * Parses the ICU messages of locales/*.json at build time, so the browser gets ready ASTs and the app
 * ships without the ICU parser (react-intl formats pre-parsed messages; see `noParser` below).
 * The catalogs on disk stay plain strings: the API, the locale test and other tools read them as they are.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]locales[\\/][a-z]{2}\.json$/;

export function precompileCatalog(source: string): Record<string, MessageFormatElement[]> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
}

export function precompiledMessages(): Plugin {
  return {
    name: 'qaryzsyz:precompiled-messages',
    // Before vite:json, which then turns the (still JSON) result into a module as usual.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      // A module that parses a JSON string: V8 reads 300 KB of JSON far faster than the same object literal.
      const json = JSON.stringify(precompileCatalog(code));
      return { code: `export default JSON.parse(${JSON.stringify(json)});\n`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * Every copy of the parser (react-intl and @formatjs/intl each pin their own) resolves to its
 * parser-free build: same exports and types, `parse` throws. Only pre-parsed messages reach it.
 */
export const noParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
