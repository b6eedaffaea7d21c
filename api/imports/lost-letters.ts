/**
 * Letters a Windows-1251 file lost. Excel saving "CSV" in a Russian locale writes қ ұ ө ү ә ғ і ң һ as
 * "?" (cp1251 has none of them), so "Қасымов Нұрлан Өмірұлы" arrives as "?асымов Н?рлан ?мір?лы" and
 * would be stored that way. A "?" inside or at the edge of a Cyrillic word is such a letter: the row is
 * refused on that column, and the message asks for the file as XLSX or UTF-8 CSV.
 */
import type { FieldErrors } from '../../contract/errors.ts';

const LOST = /\p{Script=Cyrillic}\?|\?\p{Script=Cyrillic}/u;

export const LOST_LETTERS = 'imports.row.lost_letters';

/** Per mapped field whose cell lost letters: the translated error. */
export function lostLetterErrors(cells: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(cells)
      .filter(([, text]) => LOST.test(text))
      .map(([field]) => [field, [LOST_LETTERS]]),
  );
}
