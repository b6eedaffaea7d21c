/**
 * vite-plugins/precompiled-messages.ts ships the catalogs as the ICU parser's ASTs and swaps the parser for
 * its parser-free build (`noParser`). Both rest on formatjs' output: the AST shape intl-messageformat formats,
 * and a `no-parser.js` file. An upgrade that changes either fails here, on every message of every catalog.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { noParser, precompileCatalog } from '../../vite-plugins/precompiled-messages.ts';

const require = createRequire(import.meta.url);
// Every argument a message names gets 2: a number for plurals, the `other` branch for selects.
const args = new Proxy({}, { get: () => 2 }) as Record<string, number>;

describe('precompiled catalogs', () => {
  for (const locale of ['kk', 'ru', 'en', 'zh']) {
    it(`${locale}: every message formats from its AST as from its text`, () => {
      const text = readFileSync(`locales/${locale}.json`, 'utf8');
      const asts = precompileCatalog(text);
      const messages = JSON.parse(text) as Record<string, string>;
      for (const [id, message] of Object.entries(messages)) {
        const run = (m: string | (typeof asts)[string]) => {
          try {
            return new IntlMessageFormat(m, locale).format(args);
          } catch (e) {
            return (e as Error).constructor.name;
          }
        };
        expect(run(asts[id]!), id).toEqual(run(message));
      }
    });
  }

  it("the parser's parser-free build exists where the alias points", () => {
    const file = require.resolve(noParser.replacement);
    expect(file).toMatch(/no-parser\.js$/);
  });
});
