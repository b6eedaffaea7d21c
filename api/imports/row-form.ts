/**
 * One file row through the officer's mapping: only mapped, non-blank cells, by field id. The target
 * turns them into its form (targets/*.ts) with the helpers below, shared by both.
 */

/** Cell texts by field id; only mapped, non-blank cells. */
export function mappedCells(cells: string[], mapping: (string | null)[]): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((field, i) => {
    const v = (cells[i] ?? '').trim();
    if (field && v !== '') out[field] = v;
  });
  return out;
}

/** A numeric IIN cell loses its leading zero (people born in the 2000s): it is given back. Absent: ''. */
export const padIin = (iin: string | undefined) =>
  /^\d{1,11}$/.test(iin ?? '') ? iin!.padStart(12, '0') : (iin ?? '');

/** A tick written "yes", "да", "иә", 1 or true. */
export const isTick = (v: string | undefined) => /^(yes|да|иә|1|true)$/i.test(v ?? '');
