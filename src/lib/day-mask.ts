/**
 * The date typed as people in Kazakhstan write it, dd.mm.yyyy, whatever the browser's language: the
 * field draws what is typed that way while forms and the API keep the ISO day, "yyyy-mm-dd" (the
 * schemas' contract). Pure, so the rules below are tested without a page.
 */

const SEPARATOR = /[.\-/\s,]/;

/** "2026-12-01" → "01.12.2026"; anything else as it is. */
export function dayText(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : (iso ?? '');
}

/**
 * What is typed, drawn as dd.mm.yyyy: the dots come by themselves, and a dot typed after a one-digit
 * day or month closes it ("1.3.2026" is 01.03.2026). At most eight digits. An ISO day pasted from a
 * spreadsheet is taken as the day it is.
 */
export function maskDay(typed: string): string {
  if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(typed)) return dayText(typed.trim());
  const parts = typed.replace(/[^\d.\-/\s,]/g, '').split(SEPARATOR);
  let digits = '';
  parts.forEach((part, i) => {
    const closed = i < parts.length - 1;
    if (closed && part.length === 1 && digits.length % 2 === 0 && digits.length < 4) digits += `0${part}`;
    else digits += part;
  });
  digits = digits.slice(0, 8);
  const groups = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  const text = groups.join('.');
  // A dot typed right after a whole day or month stays, so the key did not seem to do nothing.
  const endsClosed = SEPARATOR.test(typed.slice(-1)) && (digits.length === 2 || digits.length === 4);
  return endsClosed ? `${text}.` : text;
}

/** The ISO day of a whole, real dd.mm.yyyy ("31.02.2026" is none), else null. */
export function isoDay(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1;
  return real && date.getUTCDate() === Number(dd) ? `${yyyy}-${mm}-${dd}` : null;
}
