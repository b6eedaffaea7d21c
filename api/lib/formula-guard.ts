/**
 * A text cell that starts with =, +, -, @, a TAB or a CR is read as a formula when a spreadsheet opens the
 * file (CSV injection: `=HYPERLINK(…)` in a survey answer runs on the admin's machine). Every export writer,
 * CSV and XLSX, passes its cells through `formulaSafe`; a leading apostrophe keeps them text. Numbers are
 * no formula (a parking floor of -1 must read back as the number it is), nor is a lone sign.
 */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

export function formulaSafe<T>(v: T): T | string {
  return typeof v === 'string' && v.length > 1 && FORMULA_LEAD.test(v) ? `'${v}` : v;
}

/**
 * The guard undone, for a file coming back in: the import's error workbook is fixed in a spreadsheet and
 * uploaded again, and a phone written "+7701…" must not return as "'+7701…".
 */
export function formulaUnguarded(s: string): string {
  return s.length > 2 && s.startsWith("'") && FORMULA_LEAD.test(s.slice(1)) ? s.slice(1) : s;
}
