/**
 * "Generate a building": the editor gives a name, sections, floors, units per floor, areas, the finish
 * and the prices per m² (the property settings' instalment and commercial rates to start with), and may
 * give the lowest floors to commercial premises and the levels below ground to parking; presses
 * Generate, edits any cell (number, kind, rooms, area, price, finish) in the grid, and saves the whole
 * building at once. Nothing is stored until Save; a refused cell shows its reason.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureNote } from '../../components/ui/attempt.tsx';
import {
  cellCount,
  generateCells,
  withArea,
  withKind,
  type Cell,
  type GenerateInput,
} from '../../../contract/property-generator.ts';
import {
  FINISHES,
  MAX_BUILDING_UNITS,
  propertyLabel,
  UNIT_KINDS,
  type Finish,
  type UnitKind,
} from '../../../contract/property.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, FieldError } from '../../components/ui/field-error.tsx';
import { Select, SelectField } from '../../components/ui/select-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';
import type { BuildCreateData } from './load.ts';
import { UNIT_CELLS } from './unit-columns.ts';
import './admin-property.css';

type NumberParam = Exclude<keyof GenerateInput, 'finish'>;
const GROUPS: { legend: string; params: NumberParam[]; min: number }[] = [
  { legend: 'apartments', params: ['sections', 'floors', 'perFloor', 'baseArea', 'roomArea', 'priceM2'], min: 1 },
  {
    legend: 'commercial',
    params: ['commercialFloors', 'commercialPerFloor', 'commercialArea', 'commercialPriceM2'],
    min: 0,
  },
  { legend: 'parking', params: ['parkingLevels', 'parkingPerLevel', 'parkingPrice'], min: 0 },
];

type Rates = { apartment: number; commercial: number };
const start = (rates: Rates): GenerateInput => ({
  sections: 1,
  floors: 5,
  perFloor: 4,
  baseArea: 35,
  roomArea: 18,
  priceM2: rates.apartment,
  finish: 'rough',
  commercialFloors: 0,
  commercialPerFloor: 2,
  commercialArea: 80,
  commercialPriceM2: rates.commercial,
  parkingLevels: 0,
  parkingPerLevel: 20,
  parkingPrice: 0,
});

export function GeneratorForm({
  projectId,
  settings,
  onSaved,
}: {
  projectId: number;
  /** The property settings: their instalment and commercial rates start the prices per m². */
  settings: BuildCreateData['settings'];
  onSaved: (id: number) => void;
}) {
  const { instalment_price_m2, commercial_price_m2 } = settings;
  return (
    <Generator
      projectId={projectId}
      onSaved={onSaved}
      rates={{ apartment: instalment_price_m2, commercial: commercial_price_m2 }}
    />
  );
}

function Generator({ projectId, onSaved, rates }: { projectId: number; onSaved: (id: number) => void; rates: Rates }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [params, setParams] = useState<GenerateInput>(() => start(rates));
  const [cells, setCells] = useState<Cell[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const count = cellCount(params);
  // A parking place has no rate in the settings: its price is the editor's to give.
  const parkingUnpriced = params.parkingLevels > 0 && !(params.parkingPrice > 0);
  const label = (id: string, i: number) => `${intl.formatMessage({ id })} ${i + 1}`;
  const finishes = FINISHES.map((f) => ({ value: f, label: intl.formatMessage({ id: propertyLabel('finish', f) }) }));
  const kinds = UNIT_KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: propertyLabel('unit_kind', k) }) }));

  const edit = (i: number, patch: (c: Cell) => Cell) => setCells((all) => all.map((c, j) => (j === i ? patch(c) : c)));
  const save = async () => {
    setBusy(true);
    setErrors({});
    setFailed(null);
    try {
      const b = await read(
        client.api.property.buildings.$post({ json: { project_id: projectId, name, units: cells } }),
      );
      onSaved(b.data.id);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) setErrors(e.errors);
      else setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="form-card" data-testid="building-generator">
      <h2>
        <FormattedMessage id="property.generate.title" />
      </h2>
      <div className="field">
        <label htmlFor="gen-name">
          <FormattedMessage id="property.field.building_name" />
        </label>
        <input id="gen-name" value={name} onChange={(e) => setName(e.target.value)} />
        <FieldError error={errors.name?.[0]} />
      </div>
      {GROUPS.map((g) => (
        <fieldset key={g.legend} className="generator-params">
          <legend>
            <FormattedMessage id={`property.generate.${g.legend}`} />
          </legend>
          {g.params.map((p) => (
            <div className="field" key={p}>
              <label htmlFor={`gen-${p}`}>
                <FormattedMessage id={`property.generate.${p}`} />
              </label>
              <input
                id={`gen-${p}`}
                type="number"
                min={g.min}
                value={params[p]}
                aria-invalid={p === 'parkingPrice' && parkingUnpriced}
                onChange={(e) => setParams({ ...params, [p]: Number(e.target.value) })}
              />
              {p === 'parkingPrice' && parkingUnpriced && <FieldError error="validation.required" />}
            </div>
          ))}
          {g.legend === 'apartments' && (
            <SelectField
              label={<FormattedMessage id="property.generate.finish" />}
              value={params.finish}
              placeholder={false}
              options={finishes}
              onChange={(v) => setParams({ ...params, finish: v as Finish })}
            />
          )}
        </fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        disabled={count < 1 || count > MAX_BUILDING_UNITS || parkingUnpriced}
        onClick={() => setCells(generateCells(params))}
      >
        <FormattedMessage id="property.generate.button" values={{ count }} />
      </Button>
      {cells.length > 0 && (
        <>
          <div className="generated-cells">
            <CardTable
              rows={cells}
              cards={false}
              testId="generated-cells"
              head={columnHeads('property.unit.', UNIT_CELLS)}
              row={(c, i) => (
                <tr key={i} data-kind={c.kind}>
                  <td>{c.section}</td>
                  <td>{c.floor}</td>
                  <td>
                    <input
                      aria-label={label('property.unit.number', i)}
                      value={c.number}
                      size={4}
                      onChange={(e) => edit(i, (x) => ({ ...x, number: e.target.value }))}
                    />
                    <FieldError error={errors[`units.${i}.number`]?.[0]} />
                  </td>
                  <td>
                    <Select
                      aria-label={label('property.unit.kind', i)}
                      value={c.kind}
                      placeholder={false}
                      options={kinds}
                      onChange={(v) => edit(i, (x) => withKind(x, v as UnitKind, rates))}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={label('property.unit.rooms', i)}
                      type="number"
                      value={c.rooms ?? ''}
                      disabled={c.kind !== 'apartment'}
                      onChange={(e) => edit(i, (x) => ({ ...x, rooms: Number(e.target.value) }))}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={label('property.unit.area', i)}
                      type="number"
                      value={Number(c.area)}
                      onChange={(e) => edit(i, (x) => withArea(x, Number(e.target.value)))}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={label('property.unit.price', i)}
                      type="number"
                      value={Number(c.price)}
                      onChange={(e) => edit(i, (x) => ({ ...x, price: Number(e.target.value) }))}
                    />
                  </td>
                  <td>
                    <Select
                      aria-label={label('property.unit.finish', i)}
                      value={c.finish}
                      placeholder={false}
                      options={finishes}
                      onChange={(v) => edit(i, (x) => ({ ...x, finish: v as Finish }))}
                    />
                  </td>
                </tr>
              )}
            />
          </div>
          <FailureNote text={failed} />
          <Button type="button" busy={busy} onClick={() => void save()}>
            <FormattedMessage id="property.generate.save" />
          </Button>
        </>
      )}
    </section>
  );
}
