/**
 * One date formatter, one money formatter and one date field (ADR 137). Dates formatted on the spot use
 * the device's zone (a tablet on Moscow time shows a reminder a day early) or print an epoch when the
 * zone is unknown; "KZT" means nothing to a villager; the browser's date input speaks the browser's
 * language. Each came in file by file: this keeps them out of every page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** "file: match" for each place under src/ (but the allowed files) whose text matches. */
const offenders = (pattern: RegExp, allowed: (file: string) => boolean) =>
  sources('src')
    .filter((f) => !allowed(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(pattern)].map((m) => `${f}: ${m[0]}`));

const FORMATTER = join('src', 'lib', 'kz-format.ts');
// The polyfill loader asks Intl itself whether the browser has a language's data.
const POLYFILL = join('src', 'lib', 'intl-polyfill');

describe('dates and sums', () => {
  it('every date shown goes through lib/kz-format.ts (formatDate, KzDate): Kazakhstan time', () => {
    const pattern =
      /<Formatted(?:Date|Time|DateParts|TimeParts|DateTimeRange)\b|\bintl\.format(?:Date|Time|DateTimeRange)\(|\.toLocale(?:Date|Time)?String\(|new Intl\.DateTimeFormat\(/g;
    expect(offenders(pattern, (f) => f === FORMATTER || f.startsWith(POLYFILL))).toEqual([]);
  });

  it('every sum goes through formatMoney (Money): ₸, never "KZT"', () => {
    expect(offenders(/['"`]KZT['"`]|\bcurrency:\s|\bcurrency=/g, (f) => f === FORMATTER)).toEqual([]);
  });

  it('every date field is the shared one (DateField, DateInput), never the browser’s own', () => {
    expect(offenders(/\btype=(?:\{\s*)?["'`](?:date|datetime-local)["'`]/g, () => false)).toEqual([]);
  });
});
