/**
 * Where a contest entry is from, as KATO codes: each pick lies within the one above it (the shared
 * check), and an akim names the rural okrug whenever the district has any (a city district has none,
 * so the form cannot always ask for one).
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { kato } from '../../db/schema.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import type { ContestSubmit } from '../../contract/contest.ts';
import type { FieldErrors } from '../../contract/errors.ts';

export function placeErrors(tx: Tx, data: ContestSubmit): FieldErrors | null {
  const okrug = data.form === 'akim' ? data.rural_district_id : undefined;
  const errors = katoMismatch(tx, [
    ['region_id', data.region_id, null, 1],
    ['district_id', data.district_id, data.region_id, 2],
    ['rural_district_id', okrug, data.district_id, 3],
  ]);
  if (data.form === 'akim' && okrug === undefined && !errors.district_id) {
    const hasOkrugs = tx
      .select({ id: kato.id })
      .from(kato)
      .where(and(eq(kato.parentId, data.district_id), eq(kato.level, 3)))
      .get();
    if (hasOkrugs) errors.rural_district_id = ['validation.required'];
  }
  return Object.keys(errors).length ? errors : null;
}
