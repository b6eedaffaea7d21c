/**
 * Every decision record reads the same way (STYLE.md, issue 31): Context, Decision, Consequences as headings in
 * that order, so a reader finds why, what and what it costs at the same place in each of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';
const HEADINGS = ['## Context', '## Decision', '## Consequences'];

/**
 * The headings a record lacks, or has out of order (each named once). A heading may carry a subtitle after a
 * colon ("## Decision: the path beyond one machine, in this order").
 */
function missingHeadings(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trimEnd());
  let from = 0;
  const missing: string[] = [];
  for (const heading of HEADINGS) {
    const at = lines.findIndex((l, i) => i >= from && (l === heading || l.startsWith(`${heading}:`)));
    if (at < 0) missing.push(heading);
    else from = at + 1;
  }
  return missing;
}

describe('decision records', () => {
  it('every record in docs/decisions has Context, Decision and Consequences headings in that order', () => {
    const records = readdirSync(DIR).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(records.length).toBeGreaterThan(100);
    const lacking = records
      .map((f) => ({ f, missing: missingHeadings(readFileSync(join(DIR, f), 'utf8')) }))
      .filter((r) => r.missing.length > 0)
      .map((r) => `${r.f}: ${r.missing.join(', ')}`);
    expect(lacking).toEqual([]);
  });

  it('a record with its parts as inline labels, or in another order, is named', () => {
    expect(missingHeadings('# 1. X\n\nContext: a.\n\nDecision: b.\n\nConsequences: c.\n')).toEqual(HEADINGS);
    expect(missingHeadings('# 1. X\n\n## Decision\n\nb\n\n## Context\n\na\n\n## Consequences\n\nc\n')).toEqual([
      '## Decision',
    ]);
  });
});
