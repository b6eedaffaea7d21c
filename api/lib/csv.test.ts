import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('keeps quoted commas, doubled quotes and line breaks inside a field; drops the BOM and blank lines', () => {
    const text =
      '\uFEFFTimestamp,"Q, with comma",Note\r\n2026/11/20 10:00:00,"a, b","line 1\r\nline ""2"""\r\n\r\n1,2,3';
    expect(parseCsv(text)).toEqual([
      ['Timestamp', 'Q, with comma', 'Note'],
      ['2026/11/20 10:00:00', 'a, b', 'line 1\nline "2"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads a last line without a line break and empty fields', () => {
    expect(parseCsv('a,,c\n,,x')).toEqual([
      ['a', '', 'c'],
      ['', '', 'x'],
    ]);
  });
});
