/**
 * Reads an uploaded CSV into the same table as an XLSX (sheet-rows.ts), with the same caps. Lists come
 * from Excel in whatever it saves: UTF-8 with or without a BOM, or the Windows Cyrillic code page
 * (cp1251) of a Russian Excel, separated by `;` (Excel in a comma-decimal locale) or `,`. The file is
 * bounded at upload (MAX_IMPORT_BYTES), so it is decoded whole; the parser (api/lib/csv.ts) stops after the row cap.
 */
import { readFileSync } from 'node:fs';
import { parseCsvRows } from '../lib/csv.ts';
import { MAX_SCANNED_ROWS, SheetUnreadable, TableCollector, type SheetTable } from './sheet-rows.ts';

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise cp1251. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  const [best, n] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return n > 0 ? best : ',';
}

export async function csvRows(file: string, limit?: number): Promise<SheetTable> {
  const text = decodeCsv(readFileSync(file));
  let rows: string[][];
  try {
    rows = parseCsvRows(text, { delimiter: detectDelimiter(text), maxRows: MAX_SCANNED_ROWS + 1 });
  } catch {
    throw new SheetUnreadable('imports.failure.unreadable');
  }
  const table = new TableCollector(limit);
  let row = 0;
  for (const cells of rows) if (!table.add(++row, cells)) break;
  return table.table();
}
