/** The four catalogs carry the same ids, every message parses as ICU, and every id the code names exists. */
import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = ['kk', 'ru', 'en', 'zh'] as const;
const catalogs = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, string>]),
);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.includes('.gen.')) yield path;
  }
}

describe('message catalogs', () => {
  it('have the same ids in kk, ru, en and zh', () => {
    const kk = Object.keys(catalogs.kk!).sort();
    for (const l of LOCALES) expect(Object.keys(catalogs[l]!).sort(), l).toEqual(kk);
  });

  it('hold only messages that parse as ICU and are not empty', () => {
    for (const l of LOCALES)
      for (const [id, message] of Object.entries(catalogs[l]!)) {
        expect(message.trim(), `${l}:${id}`).not.toBe('');
        expect(() => parse(message), `${l}:${id}`).not.toThrow();
      }
  });

  it('contain every literal message id the code uses', () => {
    // Also the ids of error maps (`{ iin: ['validation.iin.taken'] }`): the server sends them untranslated.
    const pattern =
      /(?:\b(?:id|title|description|message)[=:]\s*\{?\s*|\bt\(\s*|formatMessage\(\{\s*id:\s*|:\s*\[\s*)['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
    const missing: string[] = [];
    for (const dir of ['src', 'api'])
      for (const file of sourceFiles(dir))
        for (const [, id] of readFileSync(file, 'utf8').matchAll(pattern))
          if (!(id! in catalogs.kk!)) missing.push(`${file}: ${id}`);
    expect(missing).toEqual([]);
  });
});
