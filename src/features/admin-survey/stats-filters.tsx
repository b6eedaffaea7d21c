/** The statistics filters (dates, region, district, flow, version), kept in the page's URL. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SurveyFilters } from '../../../contract/survey.ts';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { children, useCato } from '../../lib/cato.ts';
import { DateInput } from '../../components/ui/date-input.tsx';

interface Props {
  value: SurveyFilters;
  versions: number[];
  onChange(f: SurveyFilters): void;
}

const int = (s: string) => (s ? Number(s) : undefined);

export function StatsFilters({ value, versions, onChange }: Props) {
  const intl = useIntl();
  const cato = useCato();
  const [f, setF] = useState(value);
  const set = (patch: Partial<SurveyFilters>) => setF((x) => ({ ...x, ...patch }));
  const label = (id: string) => intl.formatMessage({ id: `survey.filter.${id}` });
  return (
    <form
      className="admin-panel survey-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(f);
      }}
    >
      <label>
        {label('date_from')} <DateInput value={f.date_from} onChange={(v) => set({ date_from: v || undefined })} />
      </label>
      <label>
        {label('date_to')} <DateInput value={f.date_to} onChange={(v) => set({ date_to: v || undefined })} />
      </label>
      <FilterSelect
        label={label('region')}
        anyLabel="—"
        value={f.region_id}
        options={(cato ?? []).map((r) => ({ id: r.id, label: r.name }))}
        onChange={(region_id) => set({ region_id, district_id: undefined })}
      />
      <FilterSelect
        label={label('district')}
        anyLabel="—"
        value={f.district_id}
        options={children(cato, f.region_id).map((d) => ({ id: d.id, label: d.name }))}
        onChange={(district_id) => set({ district_id })}
      />
      <label>
        {label('flow')}{' '}
        <input
          inputMode="numeric"
          size={6}
          value={f.flow_id ?? ''}
          onChange={(e) => set({ flow_id: int(e.target.value) })}
        />
      </label>
      <FilterSelect
        label={label('version')}
        anyLabel={label('all_versions')}
        value={f.version}
        options={versions.map((v) => ({ id: v, label: String(v) }))}
        onChange={(version) => set({ version })}
      />
      <button type="submit" className="btn btn-secondary">
        <FormattedMessage id="survey.filter.apply" />
      </button>
    </form>
  );
}
