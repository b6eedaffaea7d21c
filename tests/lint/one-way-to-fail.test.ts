/**
 * One way the server fails (issue 31, ADR 143): a handler throws a named problem from api/lib/problem.ts
 * and app.onError writes it. The error bodies written out by hand (`c.json({ message… }, 404)`) and the
 * `notFound` helpers copied into route files came back strand after strand, each copied from the nearest
 * neighbour; and with field keys named one way (the field's path in the form) no form needs a key adapter.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files.ts';

const PROBLEMS = 'api/lib/problem.ts';

/** "file:line: text" where `pattern` (which may span lines) matches in the files of `dir`, but `except`. */
function found(dir: string, pattern: RegExp, except: string[] = []): string[] {
  return sourceFiles(dir)
    .filter((f) => !except.includes(f))
    .flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(new RegExp(pattern, 'g'))].map((m) => {
        const line = text.slice(0, m.index).split('\n').length;
        return `${f}:${line}: ${m[0].replace(/\s+/g, ' ')}`;
      });
    });
}

describe('one way the server fails', () => {
  it('no error body is written out by hand: a handler throws a named problem', () => {
    expect(found('api', /c\.json\(\s*\{\s*message\b/, [PROBLEMS])).toEqual([]);
  });

  it('no route file keeps its own notFound: api/lib/problem.ts has the one', () => {
    expect(found('api', /\b(?:const|let|function)\s+notFound\b/, [PROBLEMS])).toEqual([]);
  });

  it('no refusal is handed back as a value for the route to return ({ error: c.json(…) })', () => {
    expect(found('api', /\berror:\s*c\.json\(/)).toEqual([]);
  });
});

describe('one field-key convention', () => {
  it('no form maps the server’s field keys to its own: a key is the field’s path in the form', () => {
    expect(found('src', /\b(?:fieldOf|formErrorKey)\b/)).toEqual([]);
  });
});
