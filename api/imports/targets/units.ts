/**
 * Units of the chessboard as an import target (ADR 106): a row is a unit cell (the schema the building
 * generator saves with) plus the building it belongs to, by id or name. A unit already at that
 * building, section and number is a duplicate and gets the run's strategy (skip, fill empty fields,
 * overwrite). A status the file sets goes into the unit's history (source `import`); a unit a booking
 * holds right now is not moved by a file. Undo deletes the units it created and writes back the rows
 * it changed, refused once a unit was edited, moved or booked since.
 */
import { eq } from 'drizzle-orm';
import { propertyUnits, type UnitSnapshot } from '../../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import {
  findBuilding,
  findUnit,
  hasLeads,
  isHeld,
  rawUnit,
  recordStatus,
  type UnitRow,
} from '../../property/unit-import.ts';
import { fieldErrors } from '../../../contract/errors.ts';
import { unitImportRow, type UnitBaseStatus } from '../../../contract/property.ts';
import { deleteRaw, sameRow, writeRaw } from '../record-snapshot.ts';
import { fieldsOf, nothingChanged, updated, updateAudit } from '../row-update.ts';
import { defineTarget, type RowResult } from '../target.ts';
import { parseUnitKey, unitCells, unitKey } from './unit-cells.ts';

const FIELDS = ['floor', 'kind', 'rooms', 'area', 'price', 'finish', 'status'] as const;
type Field = (typeof FIELDS)[number];
const COLUMN: Record<Field, keyof UnitRow> = {
  floor: 'floor',
  kind: 'kind',
  rooms: 'rooms',
  area: 'area',
  price: 'price',
  finish: 'finish',
  status: 'status',
};

const snap = (tx: Parameters<typeof rawUnit>[0], id: number): UnitSnapshot | null => {
  const unit = rawUnit(tx, id);
  return unit ? { unit } : null;
};

export function lookupUnit(tx: Parameters<typeof rawUnit>[0], key: string): UnitRow | null {
  const { building, section, number } = parseUnitKey(key);
  if (section !== null && !Number.isInteger(section)) return null;
  const b = findBuilding(tx, building);
  if (!('ok' in b)) return null;
  const u = findUnit(tx, b.ok, section, number);
  return 'ok' in u ? u.ok : null;
}

export const unitsTarget = defineTarget<UnitRow>({
  id: 'units',
  keyFields: ['building', 'section', 'number'],
  noKey: 'property.import.no_key',
  identify: unitKey,
  skipped: 'property.import.unit_exists',
  phoneUnique: false,
  synonyms: {
    building: ['Дом', 'Корпус', 'Блок', 'Үй', 'Building', 'Block'],
    section: ['Подъезд', 'Секция', 'Кіреберіс', 'Entrance'],
    floor: ['Этаж', 'Қабат'],
    number: ['Номер', '№', 'Квартира', 'Номер квартиры', 'Пәтер', 'Unit', 'Flat'],
    kind: ['Тип', 'Вид', 'Түрі', 'Type'],
    rooms: ['Комнат', 'Комнаты', 'Кол-во комнат', 'Бөлме', 'Бөлмелер'],
    area: ['Площадь', 'Площадь, м2', 'Аудан', 'Ауданы', 'Area, m2'],
    price: ['Цена', 'Стоимость', 'Баға', 'Бағасы', 'Cost'],
    finish: ['Отделка', 'Әрлеу'],
    status: ['Статус', 'Мәртебе', 'Состояние'],
  },
  required: ['building', 'section', 'floor', 'number', 'area', 'price'],
  toForm: unitCells,
  // A unit keeps no record id: a row's unit and its result commit in one batch, so a resumed run skips it by its result.
  resumed: () => null,
  existing: (tx, key) => lookupUnit(tx, key),
  create(sp, ctx, { row, values, base }): RowResult {
    const parsed = unitImportRow.safeParse(values);
    if (!parsed.success) return { ...base, outcome: 'error', reasons: fieldErrors(parsed.error) };
    const v = parsed.data;
    const b = findBuilding(sp, v.building);
    if (!('ok' in b)) return { ...base, outcome: 'error', reasons: { building: [b.error] } };
    const now = new Date();
    const unit = sp
      .insert(propertyUnits)
      .values({
        buildingId: b.ok,
        section: v.section,
        floor: v.floor,
        number: v.number,
        kind: v.kind,
        rooms: v.rooms ?? null,
        area: v.area,
        price: v.price,
        finish: v.finish,
        status: v.status,
        updatedAt: now,
      })
      .returning()
      .get();
    recordStatus(sp, unit.id, v.status, ctx.creator.id, now);
    audit(sp, {
      action: 'property.unit.import',
      userId: ctx.creator.id,
      subjectType: 'property_unit',
      subjectId: unit.id,
      after: { import_job_id: ctx.job.id, row: row.row, building_id: b.ok, ...v },
    });
    return { ...base, outcome: 'create', reasons: {}, applicationId: unit.id, before: null, after: snap(sp, unit.id) };
  },
  update(tx, ctx, { row, values, base }, existing, write): RowResult {
    const current: Record<Field, unknown> = Object.fromEntries(FIELDS.map((f) => [f, existing[COLUMN[f]]])) as never;
    const given = (f: Field) => values[f] !== undefined && values[f] !== '';
    // Overwrite takes every filled cell; fill only where the unit has nothing (rooms is the only empty one).
    const taken = FIELDS.filter((f) => given(f) && (ctx.strategy === 'overwrite' || current[f] === null));
    const parsed = unitImportRow.safeParse({
      ...current,
      ...Object.fromEntries(taken.map((f) => [f, values[f]])),
      building: values.building,
      section: existing.section,
      number: existing.number,
    });
    if (!parsed.success) return { ...base, outcome: 'error', reasons: fieldErrors(parsed.error) };
    const merged = parsed.data as unknown as Record<Field, unknown>;
    const changed = taken.filter((f) => merged[f] !== current[f]);
    if (!changed.length) return nothingChanged(base, ctx, 'number', 'property.import.unit_unchanged');
    if (changed.includes('status') && isHeld(tx, existing.id))
      return { ...base, outcome: 'error', reasons: { status: ['property.import.unit_reserved'] } };
    return write((sp) => {
      const before = snap(sp, existing.id);
      const now = new Date();
      sp.update(propertyUnits)
        .set({ ...Object.fromEntries(changed.map((f) => [COLUMN[f], merged[f]])), updatedAt: now })
        .where(eq(propertyUnits.id, existing.id))
        .run();
      if (changed.includes('status'))
        recordStatus(sp, existing.id, merged.status as UnitBaseStatus, ctx.creator.id, now, existing.status);
      audit(sp, {
        action: 'property.unit.import_update',
        userId: ctx.creator.id,
        subjectType: 'property_unit',
        subjectId: existing.id,
        ...updateAudit(ctx, row, fieldsOf(current, changed), fieldsOf(merged, changed)),
      });
      return updated(base, { applicationId: existing.id, before, after: snap(sp, existing.id) });
    });
  },
  blockers: unitBlockers,
  restore: restoreUnit,
});

/** Shared with the price list: a unit changed, moved or booked since the import blocks its undo. */
export function unitBlockers(
  db: Parameters<typeof rawUnit>[0],
  _job: unknown,
  r: { applicationId: number | null; after: unknown; outcome: string },
) {
  const now = rawUnit(db, r.applicationId!);
  if (!now) return ['imports.undo.gone'];
  const was = (r.after as UnitSnapshot).unit;
  if (r.outcome === 'create' && hasLeads(db, r.applicationId!)) return ['property.import.undo_booked'];
  if (now.status !== was.status) return ['imports.undo.status_changed'];
  return sameRow(now, was) ? [] : ['imports.undo.changed'];
}

export function restoreUnit(
  tx: Parameters<typeof rawUnit>[0],
  r: { applicationId: number | null; before: unknown; after: unknown; outcome: string; row: number },
) {
  const id = r.applicationId!;
  if (r.outcome === 'create') return deleteRaw(tx, 'unit', id);
  const before = (r.before as UnitSnapshot).unit;
  writeRaw(tx, 'unit', id, before);
  // The undo's status goes into the history too: the history is every status the unit had.
  const after = (r.after as UnitSnapshot).unit;
  if (before.status !== after.status)
    recordStatus(tx, id, before.status as UnitBaseStatus, null, new Date(), after.status as UnitBaseStatus);
}
