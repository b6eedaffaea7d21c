/**
 * `/admin/build/{id}`: a building, renamed or deleted, and its units with their live status (a booking's
 * hold shows as reserved until it expires): one opened (`?unit=`) to change it and read its status
 * history, or ticked in bulk and moved to available, sold or not for sale in one audited step, or given a
 * layout picture and PDF (a plan repeats floor after floor).
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { propertyLabel, UNIT_BASE_STATUSES, type UnitBaseStatus } from '../../../contract/property.ts';
import { ROLES } from '../../../contract/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';
import { BuildingHeader } from './building-header.tsx';
import { LayoutBar } from './layout-bar.tsx';
import { loadBuilding } from './load.ts';
import { UnitEditor } from './unit-editor.tsx';
import { UnitsExport } from './units-export.tsx';
import './admin-property.css';

export const BuildingAdminPage = ({ id, unit }: { id: number; unit: number | undefined }) => (
  <RolesOnly roles={[ROLES.admin, ROLES.expert]}>
    <BuildingUnits id={id} unit={unit} />
  </RolesOnly>
);

function BuildingUnits({ id, unit }: { id: number; unit: number | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const building = useRead(`property-building:${id}`, () => loadBuilding(id));
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [status, setStatus] = useState<UnitBaseStatus>('sold');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const units = building.data?.data.units ?? [];
  const opened = units.find((u) => u.id === unit);

  const toggle = (unitId: number) =>
    setTicked((s) => {
      const next = new Set(s);
      if (!next.delete(unitId)) next.add(unitId);
      return next;
    });
  const apply = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await read(client.api.property.units.status.$post({ json: { unit_ids: [...ticked], status } }));
      setTicked(new Set());
      building.reload();
    } catch (e) {
      setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page" data-testid="property-building-admin">
      {building.data && (
        <BuildingHeader key={building.data.data.name} building={building.data.data} onRenamed={building.reload} />
      )}
      <UnitsExport buildingId={id} />
      {building.error && (
        <p className="field-error" role="alert">
          {building.error.message}
        </p>
      )}
      <div className="bulk-bar">
        <SelectField
          label={<FormattedMessage id="property.bulk.status" />}
          value={status}
          placeholder={false}
          options={UNIT_BASE_STATUSES.map((s) => ({
            value: s,
            label: intl.formatMessage({ id: propertyLabel('status', s) }),
          }))}
          onChange={(v) => setStatus(v as UnitBaseStatus)}
        />
        <Button type="button" busy={busy} disabled={!ticked.size} onClick={() => void apply()}>
          <FormattedMessage id="property.bulk.apply" values={{ count: ticked.size }} />
        </Button>
      </div>
      <LayoutBar unitIds={[...ticked]} onDone={building.reload} />
      {opened && (
        <UnitEditor
          key={opened.id}
          unit={opened}
          onSaved={building.reload}
          onClose={() => void navigate({ to: '/{-$locale}/admin/build/$id', params: { locale, id }, search: {} })}
        />
      )}
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th />
              {['section', 'floor', 'number', 'kind', 'rooms', 'area', 'price', 'finish', 'status', 'layout_short'].map(
                (c) => (
                  <th key={c}>
                    <FormattedMessage id={`property.unit.${c}`} />
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {units.map((u) => (
              <tr key={u.id} data-testid="admin-unit-row">
                <td>
                  <input
                    type="checkbox"
                    aria-label={intl.formatMessage({ id: 'property.unit.pick' }, { number: u.number })}
                    checked={ticked.has(u.id)}
                    onChange={() => toggle(u.id)}
                  />
                </td>
                <td>{u.section}</td>
                <td>{u.floor}</td>
                <td>
                  <Link
                    to="/{-$locale}/admin/build/$id"
                    params={{ locale, id }}
                    search={{ unit: u.id }}
                    aria-label={intl.formatMessage({ id: 'property.unit.open' }, { number: u.number })}
                  >
                    {u.number}
                  </Link>
                </td>
                <td>{intl.formatMessage({ id: propertyLabel('unit_kind', u.kind) })}</td>
                <td>{u.rooms}</td>
                <td>{u.area}</td>
                <td>
                  <FormattedNumber value={u.price} />
                </td>
                <td>{intl.formatMessage({ id: propertyLabel('finish', u.finish) })}</td>
                <td>{intl.formatMessage({ id: propertyLabel('status', u.status) })}</td>
                <td>
                  {[u.layout_image && 'property.unit.has_image', u.layout_pdf && 'property.unit.has_pdf']
                    .filter((k): k is string => !!k)
                    .map((k) => intl.formatMessage({ id: k }))
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
