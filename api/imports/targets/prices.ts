/**
 * A price list as an import target (ADR 106): each row names a stored unit (building by id or name,
 * number, and the section where numbers repeat) and gives its new price. It only updates: a row for
 * a unit that does not exist is a row error, never a new unit, and the duplicate strategy does not
 * apply. A changed price moves the chessboard's "prices as of"; undo writes the old prices back.
 */
import { eq } from 'drizzle-orm';
import { propertyUnits } from '../../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { findBuilding, findUnit, rawUnit, type UnitRow } from '../../property/unit-import.ts';
import { fieldErrors } from '../../../contract/errors.ts';
import { priceImportRow } from '../../../contract/property.ts';
import { updated } from '../row-update.ts';
import { defineTarget, type RowResult } from '../target.ts';
import { unitCells, unitKey } from './unit-cells.ts';
import { lookupUnit, restoreUnit, unitBlockers } from './units.ts';

const snap = (tx: Parameters<typeof rawUnit>[0], id: number) => ({ unit: rawUnit(tx, id)! });

export const pricesTarget = defineTarget<UnitRow>({
  id: 'prices',
  keyFields: ['building', 'number'],
  noKey: 'property.import.no_key',
  identify: unitKey,
  updatesOnly: true,
  skipped: 'property.import.unit_unchanged',
  phoneUnique: false,
  synonyms: {
    building: ['Дом', 'Корпус', 'Блок', 'Үй', 'Building', 'Block'],
    section: ['Подъезд', 'Секция', 'Кіреберіс', 'Entrance'],
    number: ['Номер', '№', 'Квартира', 'Номер квартиры', 'Пәтер', 'Unit', 'Flat'],
    price: ['Цена', 'Новая цена', 'Стоимость', 'Баға', 'Бағасы', 'New price', 'Cost'],
  },
  required: ['building', 'number', 'price'],
  toForm: unitCells,
  resumed: () => null,
  existing: (tx, key) => lookupUnit(tx, key),
  // No unit matches: say precisely why (building unknown or ambiguous, no such number, a number in two sections).
  create(sp, _ctx, { values, base }): RowResult {
    const parsed = priceImportRow.safeParse(values);
    if (!parsed.success) return { ...base, outcome: 'error', reasons: fieldErrors(parsed.error) };
    const b = findBuilding(sp, parsed.data.building);
    if (!('ok' in b)) return { ...base, outcome: 'error', reasons: { building: [b.error] } };
    const u = findUnit(sp, b.ok, parsed.data.section ?? null, parsed.data.number);
    return {
      ...base,
      outcome: 'error',
      reasons: { number: ['error' in u ? u.error : 'property.import.unit_unknown'] },
    };
  },
  update(_tx, ctx, { row, values, base }, existing, write): RowResult {
    const parsed = priceImportRow.safeParse(values);
    if (!parsed.success) return { ...base, outcome: 'error', reasons: fieldErrors(parsed.error) };
    const price = parsed.data.price;
    if (price === existing.price)
      return { ...base, outcome: 'duplicate', reasons: { price: ['property.import.unit_unchanged'] } };
    return write((sp) => {
      const before = snap(sp, existing.id);
      sp.update(propertyUnits).set({ price, updatedAt: new Date() }).where(eq(propertyUnits.id, existing.id)).run();
      audit(sp, {
        action: 'property.unit.price_import',
        userId: ctx.creator.id,
        subjectType: 'property_unit',
        subjectId: existing.id,
        before: { import_job_id: ctx.job.id, row: row.row, price: existing.price },
        after: { import_job_id: ctx.job.id, row: row.row, price },
      });
      return updated(base, { applicationId: existing.id, before, after: snap(sp, existing.id) });
    });
  },
  blockers: unitBlockers,
  restore: restoreUnit,
});
