/** Every action the server writes to the user-action log has a name in all four languages. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_NAMES } from '../api/schemas/content-types.ts';

const LOCALES = ['kk', 'ru', 'en', 'zh'] as const;
const catalogs = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, string>]),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** `action: 'x.y'` and `action: cond ? 'x.y' : 'x.z'` in the server's code. */
const written = [
  ...new Set(
    sources('api')
      .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
      .filter((line) => /\baction: /.test(line))
      .flatMap((line) => [...line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((m) => m[1]!)),
  ),
].sort();

describe('user-action log names', () => {
  it('finds the actions the server writes', () => {
    expect(written).toEqual(expect.arrayContaining(['auth.login', 'registration.submit', 'user.block']));
  });

  for (const l of LOCALES)
    it(`names every written action and every content type in ${l}`, () => {
      const missing = [
        ...written.map((a) => `userLogs.action.${a}`),
        ...CONTENT_TYPE_NAMES.map((t) => `userLogs.type.${t}`),
        ...['create', 'update', 'publish', 'delete'].map((v) => `userLogs.content.${v}`),
      ].filter((id) => !catalogs[l]![id]);
      expect(missing).toEqual([]);
    });
});
