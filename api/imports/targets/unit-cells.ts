/**
 * A units list's or price list's cells as the unit row's input (ADR 106). Kind, finish and status are
 * taken by their id or by their label in Kazakh, Russian or English ("Продано", "White box"), compared
 * without case or punctuation; what matches nothing stays as written, so the schema names it. The
 * key is the building as written, the section and the number: two rows naming one unit meet on it.
 */
import { translator } from '../../lib/i18n.ts';
import { FINISHES, propertyLabel, UNIT_BASE_STATUSES, UNIT_KINDS } from '../../../contract/property.ts';
import { normaliseHeader } from '../header-map.ts';

const CHOICES: Record<string, readonly [readonly string[], string]> = {
  kind: [UNIT_KINDS, 'unit_kind'],
  finish: [FINISHES, 'finish'],
  status: [UNIT_BASE_STATUSES, 'status'],
};

let lookup: Map<string, Map<string, string>> | undefined;
function choices() {
  if (lookup) return lookup;
  const tr = (['kk', 'ru', 'en'] as const).map((l) => translator(l));
  lookup = new Map();
  for (const [field, [values, list]] of Object.entries(CHOICES)) {
    const m = new Map<string, string>();
    for (const v of values) m.set(normaliseHeader(v), v);
    for (const t of tr) for (const v of values) m.set(normaliseHeader(t(propertyLabel(list, v))), v);
    lookup.set(field, m);
  }
  return lookup;
}

export function unitCells(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of Object.keys(CHOICES)) {
    const text = values[field];
    if (text !== undefined) out[field] = choices().get(field)!.get(normaliseHeader(text)) ?? text;
  }
  out.building ??= '';
  out.number ??= '';
  return out;
}

/** The unit a row names, as written: building (without case), section (blank: any), number. */
export function unitKey(values: Record<string, unknown>) {
  const building = String(values.building ?? '').trim();
  const number = String(values.number ?? '').trim();
  if (!building || !number) return { key: null, name: null };
  const section = String(values.section ?? '').trim();
  return {
    key: JSON.stringify([building.toLowerCase(), section, number]),
    name: section ? `${building} · ${section} · ${number}` : `${building} · ${number}`,
  };
}

export const parseUnitKey = (key: string) => {
  const [building, section, number] = JSON.parse(key) as [string, string, string];
  return { building, section: section === '' ? null : Number(section), number };
};
