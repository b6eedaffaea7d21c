/**
 * The one server check that a KATO pick lies within the pick above it (a district in its region, a
 * rural okrug in its district). Every route and mutation that takes a region and a district uses it,
 * so a hand-made request cannot store a district of another region.
 */
import type { Db, Tx } from '../../db/client.ts';
import { kato } from '../../db/schema.ts';
import type { FieldErrors } from '../../contract/errors.ts';

interface KatoEntry {
  parent: number | null;
  level: number;
}

/** KATO is reference data, seeded at start and never edited: it is read once. */
let entries: Map<number, KatoEntry> | undefined;

export function katoEntry(db: Db | Tx, id: number): KatoEntry | undefined {
  entries ??= new Map(
    db
      .select({ id: kato.id, parent: kato.parentId, level: kato.level })
      .from(kato)
      .all()
      .map((k) => [k.id, { parent: k.parent, level: k.level }]),
  );
  return entries.get(id);
}

/**
 * A field, the id picked in it, the id it must lie within (null: none chosen, so only existence
 * counts), and optionally the KATO level it must have (1 region, 2 district or city, 3 rural okrug).
 */
export type KatoPick = readonly [
  field: string,
  child: number | null | undefined,
  parent: number | null | undefined,
  level?: 1 | 2 | 3,
];

/**
 * Per-field errors for picks that do not exist or lie outside their parent. An empty pick is left to
 * the schema (required or not). `messageId` lets a form keep the wording it has always shown.
 */
export function katoMismatch(db: Db | Tx, picks: KatoPick[], messageId = 'validation.kato.mismatch'): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, child, parent, level] of picks) {
    if (child === null || child === undefined) continue;
    const entry = katoEntry(db, child);
    if (
      !entry ||
      (level !== undefined && entry.level !== level) ||
      (parent !== null && parent !== undefined && entry.parent !== parent)
    )
      errors[field] = [messageId];
  }
  return errors;
}

/** The usual pair (district_id within region_id), as a 422's field errors, or null when it holds. */
export function districtOutsideRegion(db: Db | Tx, v: { region_id: number; district_id: number }): FieldErrors | null {
  const errors = katoMismatch(db, [['district_id', v.district_id, v.region_id]], 'validation.district.mismatch');
  return Object.keys(errors).length ? errors : null;
}
