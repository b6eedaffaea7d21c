/**
 * Units and price lists through the import pipeline (issue 18 point 4; ADR 106): 500 units from a
 * Russian-headed XLSX with row errors, a dry run that writes nothing, the import with the unit
 * history and the action log, the project's apartment counts from its units, the error workbook,
 * undo; a price list that only updates (unknown units are row errors); the building's export.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { propertyUnitHistory, propertyUnits, userActions } from '../../db/schema.ts';
import { importFlow, plainSheet } from '../support/import-flow.ts';
import { bookingForm, projectWithBuilding } from '../support/property-data.ts';
import { device } from '../support/push.ts';
import { provenContact } from '../support/sms-proof.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
beforeEach(() => (t = makeTestApp()));
afterEach(() => t.close());

const HEADERS = ['Корпус', 'Секция', 'Этаж', 'Номер', 'Тип', 'Комнат', 'Площадь', 'Цена', 'Отделка', 'Статус'];
/** 500 rows in sections 2–6 of "Block A"; rows 10, 20, 30 and 50 are wrong, row 40 repeats row 39's unit. */
function unitRows() {
  const rows: string[][] = [];
  for (let i = 0; i < 500; i++) {
    const section = 2 + Math.floor(i / 100);
    const rooms = 1 + (i % 3);
    rows.push([
      'block a',
      String(section),
      String(1 + Math.floor((i % 100) / 10)),
      String(i === 40 ? section * 1000 + 39 : section * 1000 + (i % 100)),
      'apartment',
      String(rooms),
      i === 10 ? 'abc' : `${30 + rooms * 20},5`,
      i === 50 ? '-5' : String((30 + rooms * 20) * 550_000),
      i % 2 ? 'White box' : 'rough',
      i === 30 ? 'maybe' : i % 7 === 0 ? 'Продано' : 'available',
    ]);
    if (i === 20) rows[i]![0] = 'Block Z';
  }
  return rows;
}
const units = () => t.db.select().from(propertyUnits).all();
const actions = (action: string) => t.db.select().from(userActions).where(eq(userActions.action, action)).all();
const publicProject = async (id: number) =>
  ((await (await t.call('GET', `/api/public/property/projects/${id}`)).json()) as { data: Record<string, number> })
    .data;

describe('import of units and price lists', { timeout: 240_000 }, () => {
  it('imports 500 units with row errors: the dry run writes nothing, the import counts on the project, undo takes them back', async () => {
    const { token } = await t.userWithRole('admin');
    const { projectId } = await projectWithBuilding(t, token, 1, 1, 1);
    const flow = importFlow(t, token, 'ru', 'units');
    const up = await flow.upload(await plainSheet(HEADERS, unitRows()), 'units.xlsx', 'Отдел продаж');
    expect(up.status).toBe(201);
    expect(up.body.data.mapping).toEqual([
      'building',
      'section',
      'floor',
      'number',
      'kind',
      'rooms',
      'area',
      'price',
      'finish',
      'status',
    ]);
    await flow.plan(up.body.data.id, up.body.data.mapping, 'skip');
    const before = t.db.all(sql`SELECT * FROM property_units`);

    const dry = await flow.dryRun(up.body.data.id);
    expect(dry).toMatchObject({
      status: 'checked',
      total_rows: 500,
      created_rows: 495,
      duplicate_rows: 1,
      error_rows: 4,
    });
    expect(dry.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([
      [12, 'area', 'imports.row.unreadable'],
      [22, 'building', 'property.import.building_unknown'],
      [32, 'status', 'validation.invalid'],
      [42, 'number', 'imports.row.duplicate_in_file'],
      [52, 'price', 'validation.number.range'],
    ]);
    expect(dry.rows.find((r) => r.row === 42)).toMatchObject({ outcome: 'duplicate', name: 'block a · 2 · 2039' });
    // Nothing written: no unit, no history line, no log entry.
    expect(t.db.all(sql`SELECT * FROM property_units`)).toEqual(before);
    expect(t.db.select().from(propertyUnitHistory).all()).toEqual([]);
    expect(actions('property.unit.import')).toEqual([]);

    const { job } = await flow.run(up.body.data.id);
    expect(job).toMatchObject({ status: 'success', created_rows: 495, error_rows: 4 });
    expect(units()).toHaveLength(496);
    const sold = units().filter((u) => u.status === 'sold').length;
    expect(sold).toBe(unitRows().filter((r, i) => r[9] === 'Продано' && ![10, 20, 50].includes(i)).length);
    expect(units().find((u) => u.number === '2001')).toMatchObject({ area: 70.5, finish: 'white_box', rooms: 2 });
    // The project's figures are the units' own.
    expect(await publicProject(projectId)).toMatchObject({
      total_apartments: 496,
      sold_apartments: sold,
      available_apartments: 496 - sold,
    });
    const history = t.db.select().from(propertyUnitHistory).all();
    expect(history).toHaveLength(495);
    expect(history.every((h) => h.source === 'import')).toBe(true);
    expect(actions('property.unit.import')).toHaveLength(495);

    // The failed rows come back as a workbook with the reason beside each.
    const res = await t.call('GET', `/api/imports/${up.body.data.id}/errors`, { token, locale: 'ru' });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect(wb.worksheets[0]!.actualRowCount).toBe(5);

    expect((await flow.undo(up.body.data.id)).status).toBe(200);
    expect(units()).toHaveLength(1);
    expect(await publicProject(projectId)).toMatchObject({ total_apartments: 1 });
  });

  it('a units file fills a stored unit by the strategy and will not move a unit a booking holds', async () => {
    const { token } = await t.userWithRole('admin');
    await projectWithBuilding(t, token, 1, 1, 2);
    const [a, b] = units();
    t.db.update(propertyUnits).set({ rooms: null }).where(eq(propertyUnits.id, a!.id)).run();
    await t.call('POST', '/api/property/units/status', { token, body: { unit_ids: [b!.id], status: 'available' } });
    await device(t, '').push('property.lead', {
      client_record_id: crypto.randomUUID(),
      form: bookingForm(b!.id, undefined, provenContact(t.db)),
    });
    const rows = [
      ['Block A', '1', '1', a!.number, 'apartment', '3', '99', '1', 'turnkey', 'sold'],
      ['Block A', '1', '1', b!.number, 'apartment', '1', '50', '1', 'rough', 'sold'],
    ];
    const flow = importFlow(t, token, 'en', 'units');
    const fill = await flow.upload(await plainSheet(HEADERS, rows));
    await flow.plan(fill.body.data.id, fill.body.data.mapping, 'fill');
    expect((await flow.dryRun(fill.body.data.id)).rows.map((r) => r.outcome)).toEqual(['update', 'duplicate']);

    const over = await flow.upload(await plainSheet(HEADERS, rows));
    await flow.plan(over.body.data.id, over.body.data.mapping, 'overwrite');
    const dry = await flow.dryRun(over.body.data.id);
    expect(dry.rows.map((r) => r.outcome)).toEqual(['update', 'error']);
    expect(dry.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'status', message_id: 'property.import.unit_reserved' }),
    ]);
    await flow.run(over.body.data.id);
    expect(units().find((u) => u.id === a!.id)).toMatchObject({ rooms: 3, area: 99, price: 1, status: 'sold' });
    const history = await (await t.call('GET', `/api/property/units/${a!.id}/history`, { token })).json();
    expect((history as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ status: 'sold', source: 'import' }),
    ]);
    // Undo writes the unit back and says so in its history.
    expect((await flow.undo(over.body.data.id)).status).toBe(200);
    expect(units().find((u) => u.id === a!.id)).toMatchObject({ rooms: null, status: 'available', price: a!.price });
  });

  it('a price list updates prices by building and number; unknown units are row errors; the dry run changes nothing', async () => {
    const { token } = await t.userWithRole('admin');
    const { buildingId } = await projectWithBuilding(t, token, 2, 3, 2);
    const [u1, u2, u3] = units();
    const flow = importFlow(t, token, 'ru', 'prices');
    const up = await flow.upload(
      await plainSheet(
        ['Дом', 'Номер', 'Новая цена'],
        [
          ['Block A', u1!.number, '31 000 000'],
          [String(buildingId), u2!.number, '32000000'],
          ['Block A', u3!.number, String(u3!.price)],
          ['Block A', '999', '1000'],
          ['Block Q', u1!.number, '1000'],
        ],
      ),
    );
    expect(up.body.data.mapping).toEqual(['building', 'number', 'price']);
    await flow.plan(up.body.data.id, up.body.data.mapping, 'skip');
    const before = t.db.all(sql`SELECT * FROM property_units`);
    const dry = await flow.dryRun(up.body.data.id);
    expect(dry.rows.map((r) => r.outcome)).toEqual(['update', 'update', 'duplicate', 'error', 'error']);
    expect(dry.errors.map((e) => [e.row, e.field, e.message_id])).toEqual([
      [4, 'price', 'property.import.unit_unchanged'],
      [5, 'number', 'property.import.unit_unknown'],
      [6, 'building', 'property.import.building_unknown'],
    ]);
    expect(t.db.all(sql`SELECT * FROM property_units`)).toEqual(before);

    await flow.run(up.body.data.id);
    const now = units();
    expect(now.find((u) => u.id === u1!.id)!.price).toBe(31_000_000);
    expect(now.find((u) => u.id === u2!.id)!.price).toBe(32_000_000);
    const priced = before as { id: number; price: number }[];
    expect(now.filter((u) => u.price !== priced.find((b) => b.id === u.id)!.price)).toHaveLength(2);
    expect(actions('property.unit.price_import')).toEqual([
      expect.objectContaining({ subjectId: String(u1!.id) }),
      expect.objectContaining({ subjectId: String(u2!.id) }),
    ]);
    expect((await flow.undo(up.body.data.id)).status).toBe(200);
    expect(t.db.all(sql`SELECT * FROM property_units`)).toEqual(before);
  });

  it('only admins import units; the export of a building reads back as an import of the same units', async () => {
    const admin = await t.userWithRole('admin');
    const operator = await t.userWithRole('operator');
    const { buildingId } = await projectWithBuilding(t, admin.token, 1, 2, 2);
    const denied = await importFlow(t, operator.token, 'en', 'units').upload(await plainSheet(HEADERS, []));
    expect(denied.status).toBe(403);

    const res = await t.call('GET', `/api/property/buildings/${buildingId}/export?format=xlsx`, {
      token: admin.token,
      locale: 'ru',
    });
    expect(res.status).toBe(200);
    const flow = importFlow(t, admin.token, 'ru', 'units');
    const up = await flow.upload(Buffer.from(await res.arrayBuffer()));
    expect(up.body.data.mapping.slice(0, 10)).toEqual([
      'building',
      'section',
      'floor',
      'number',
      'kind',
      'rooms',
      'area',
      'price',
      'finish',
      'status',
    ]);
    await flow.plan(up.body.data.id, up.body.data.mapping, 'overwrite');
    const dry = await flow.dryRun(up.body.data.id);
    // Every unit found again and nothing to change: the export is the import's own shape.
    expect(dry).toMatchObject({ total_rows: 4, duplicate_rows: 4, error_rows: 0 });
  });
});
