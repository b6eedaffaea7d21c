/**
 * CSV as spreadsheets and Google Forms write it, read by one declared library (csv-parse) for every import:
 * quoted fields may hold the separator, doubled quotes and line breaks; a BOM is dropped; rows may differ in
 * length, and a quote inside an unquoted field is a character, as Excel writes it.
 */
import { parse } from 'csv-parse/sync';

export function parseCsvRows(text: string, opts: { delimiter?: string; maxRows?: number } = {}): string[][] {
  return parse(text, {
    bom: true,
    delimiter: opts.delimiter ?? ',',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    ...(opts.maxRows ? { to: opts.maxRows } : {}),
  });
}

/**
 * Google Forms' answers (ADR 081): a line break inside an answer is kept as \n whichever the file used, and
 * blank rows are dropped. A file cut inside a quoted field reads as nothing. Synchronous, so an import parses
 * and stores in one transaction.
 */
export function parseCsv(text: string): string[][] {
  let rows: string[][];
  try {
    rows = parseCsvRows(text);
  } catch {
    return [];
  }
  return rows.map((r) => r.map((c) => c.replace(/\r\n/g, '\n'))).filter((r) => r.some((c) => c.trim() !== ''));
}
