/**
 * `/admin/build/{id}`: a building, renamed or deleted, and its units with their live status (a booking's
 * hold shows as reserved until it expires): one opened (`?unit=`) to change it and read its status
 * history, or ticked in bulk and moved to available, sold or not for sale in one audited step, or given a
 * layout picture and PDF (a plan repeats floor after floor).
 */
import { Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { propertyLabel, UNIT_BASE_STATUSES, type UnitBaseStatus } from '../../../contract/property.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { FailureNote, useAttempt } from '../../components/ui/attempt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { BuildingHeader } from './building-header.tsx';
import { LayoutBar } from './layout-bar.tsx';
import { EDITORS, type BuildingData } from './load.ts';
import { UNIT_CELLS } from './unit-columns.ts';
import { UnitEditor } from './unit-editor.tsx';
import { UnitsExport } from './units-export.tsx';
import './admin-property.css';

const UNIT_COLUMNS = [...UNIT_CELLS, 'status', 'layout_short'];

interface Props {
  id: number;
  /** The unit opened (`?unit=`). */
  unit: number | undefined;
  /** The route's loader data: the building with its units, and the opened unit's history. */
  data: BuildingData | null;
}

export const BuildingAdminPage = (props: Props) => (
  <RolesOnly roles={EDITORS}>{props.data && <BuildingUnits {...props} data={props.data} />}</RolesOnly>
);

function BuildingUnits({ id, unit, data }: Props & { data: BuildingData }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [status, setStatus] = useState<UnitBaseStatus>('sold');
  const { busy, failed, attempt } = useAttempt();
  const { building, history } = data;
  const units = building.units;
  const opened = units.find((u) => u.id === unit);
  const reload = () => void router.invalidate();

  const toggle = (unitId: number) =>
    setTicked((s) => {
      const next = new Set(s);
      if (!next.delete(unitId)) next.add(unitId);
      return next;
    });
  const apply = async () => {
    if (
      !(await attempt(() => read(client.api.property.units.status.$post({ json: { unit_ids: [...ticked], status } }))))
    )
      return;
    setTicked(new Set());
    reload();
  };

  return (
    <section className="page" data-testid="property-building-admin">
      <BuildingHeader key={building.name} building={building} onRenamed={reload} />
      <UnitsExport buildingId={id} />
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
      <LayoutBar unitIds={[...ticked]} onDone={reload} />
      {opened && (
        <UnitEditor
          key={opened.id}
          unit={opened}
          history={history}
          onSaved={reload}
          onClose={() => void navigate({ to: '/{-$locale}/admin/build/$id', params: { locale, id }, search: {} })}
        />
      )}
      <FailureNote text={failed} />
      <CardTable
        rows={units}
        head={
          <>
            <th />
            {columnHeads('property.unit.', UNIT_COLUMNS)}
          </>
        }
        row={(u) => (
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
        )}
      />
    </section>
  );
}
