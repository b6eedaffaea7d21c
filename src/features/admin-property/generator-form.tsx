/**
 * "Generate a building": the editor gives a name, sections, floors, units per floor, areas and the
 * price per m², presses Generate, edits any cell (number, rooms, area, price) in the grid, and saves
 * the whole building at once. Nothing is stored until Save; a refused cell shows its reason.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_BUILDING_UNITS } from '../../../api/schemas/property.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText, FieldError } from '../../components/ui/field-error.tsx';
import { ApiError } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';
import './admin-property.css';
import { generateCells, withArea, type Cell, type GenerateInput } from './generate.ts';

const PARAMS = ['sections', 'floors', 'perFloor', 'baseArea', 'roomArea', 'priceM2'] as const;
const START: GenerateInput = { sections: 1, floors: 5, perFloor: 4, baseArea: 35, roomArea: 18, priceM2: 550_000 };

export function GeneratorForm({ projectId, onSaved }: { projectId: number; onSaved: (id: number) => void }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [params, setParams] = useState<GenerateInput>(START);
  const [cells, setCells] = useState<Cell[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const count = params.sections * params.floors * params.perFloor;

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
      <div className="generator-params">
        {PARAMS.map((p) => (
          <div className="field" key={p}>
            <label htmlFor={`gen-${p}`}>
              <FormattedMessage id={`property.generate.${p}`} />
            </label>
            <input
              id={`gen-${p}`}
              type="number"
              min={1}
              value={params[p]}
              onChange={(e) => setParams({ ...params, [p]: Number(e.target.value) })}
            />
          </div>
        ))}
      </div>
      <Button
        type="button"
        variant="secondary"
        disabled={count < 1 || count > MAX_BUILDING_UNITS}
        onClick={() => setCells(generateCells(params))}
      >
        <FormattedMessage id="property.generate.button" values={{ count }} />
      </Button>
      {cells.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="admin-table" data-testid="generated-cells">
              <thead>
                <tr>
                  {['section', 'floor', 'number', 'rooms', 'area', 'price'].map((c) => (
                    <th key={c}>
                      <FormattedMessage id={`property.unit.${c}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cells.map((c, i) => (
                  <tr key={i}>
                    <td>{c.section}</td>
                    <td>{c.floor}</td>
                    <td>
                      <input
                        aria-label={intl.formatMessage({ id: 'property.unit.number' }) + ` ${i + 1}`}
                        value={c.number}
                        size={4}
                        onChange={(e) => edit(i, (x) => ({ ...x, number: e.target.value }))}
                      />
                      <FieldError error={errors[`units.${i}.number`]?.[0]} />
                    </td>
                    <td>
                      <input
                        aria-label={intl.formatMessage({ id: 'property.unit.rooms' }) + ` ${i + 1}`}
                        type="number"
                        value={c.rooms ?? ''}

                        onChange={(e) => edit(i, (x) => ({ ...x, rooms: Number(e.target.value) }))}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={intl.formatMessage({ id: 'property.unit.area' }) + ` ${i + 1}`}
                        type="number"
                        value={Number(c.area)}

                        onChange={(e) => edit(i, (x) => withArea(x, Number(e.target.value)))}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={intl.formatMessage({ id: 'property.unit.price' }) + ` ${i + 1}`}
                        type="number"
                        value={Number(c.price)}

                        onChange={(e) => edit(i, (x) => ({ ...x, price: Number(e.target.value) }))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {failed && (
            <p className="field-error" role="alert">
              {failed}
            </p>
          )}
          <Button type="button" busy={busy} onClick={() => void save()}>
            <FormattedMessage id="property.generate.save" />
          </Button>
        </>
      )}
    </section>
  );
}
