/**
 * One way a page reads server data (issue 31, ADR 041): staff and account pages through route loaders and
 * `useRead` over the typed client, the offline public path through `usePublicQuery`/`usePublicList`, the
 * answer's type always the server's route's or the contract's. The other ways (a near copy of useRead, a
 * bare effect that fetches, an address or an answer type written by hand) came back strand after strand,
 * each copied from the nearest neighbour: this keeps them out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The typed client: the only files that may spell an API address. */
const TYPED_CLIENT = ['src/lib/api.ts', 'src/lib/api-client.ts', 'src/sync/api-routes.ts'];

const posix = (f: string) => f.split(sep).join('/');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [posix(join(dir, e.name))]
        : [],
  );
const checked = sources('src');

/** "file:line: text" of every line matching `pattern` in the checked files (but `except`). */
function lines(pattern: RegExp, except: string[] = []): string[] {
  return checked
    .filter((f) => !except.includes(f))
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((text, i) => (pattern.test(text) ? [`${f}:${i + 1}: ${text.trim()}`] : [])),
    );
}

describe('one way to read server data', () => {
  it('no API address is written out beside the typed client: pages name a route (routeUrl, client.api…)', () => {
    expect(lines(/['"`]\/api\//, TYPED_CLIENT)).toEqual([]);
  });

  it('no public read is given its answer type by hand: it is the route’s, or the contract’s for content', () => {
    expect(lines(/\busePublic(?:Query|List)</, ['src/lib/use-public-query.ts', 'src/lib/use-public-list.ts'])).toEqual(
      [],
    );
  });

  it('useRead is the one hook over the typed client: its copy useApiGet/useApiData is gone', () => {
    expect(existsSync('src/lib/use-api-get.ts')).toBe(false);
    expect(lines(/\buseApi(?:Get|Data)\b/)).toEqual([]);
  });

  it('no component fetches in a bare effect (a file with both useEffect and fetch)', () => {
    const both = checked.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return /\buseEffect\b/.test(text) && /fetch\(/.test(text);
    });
    expect(both).toEqual([]);
  });
});
