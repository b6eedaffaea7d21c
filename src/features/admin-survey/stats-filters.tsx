/** The statistics filters (dates, region, district, flow, version), kept in the page's URL. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SurveyFilters } from '../../../api/schemas/survey.ts';
import { children, useCato } from '../../lib/cato.ts';

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
        {label('date_from')}{' '}
        <input
          type="date"
          value={f.date_from ?? ''}
          onChange={(e) => set({ date_from: e.target.value || undefined })}
        />
      </label>
      <label>
        {label('date_to')}{' '}
        <input type="date" value={f.date_to ?? ''} onChange={(e) => set({ date_to: e.target.value || undefined })} />
      </label>
      <label>
        {label('region')}{' '}
        <select
          value={f.region_id ?? ''}
          onChange={(e) => set({ region_id: int(e.target.value), district_id: undefined })}
        >
          <option value="">—</option>
          {(cato ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {label('district')}{' '}
        <select value={f.district_id ?? ''} onChange={(e) => set({ district_id: int(e.target.value) })}>
          <option value="">—</option>
          {children(cato, f.region_id).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {label('flow')}{' '}
        <input
          inputMode="numeric"
          size={6}
          value={f.flow_id ?? ''}
          onChange={(e) => set({ flow_id: int(e.target.value) })}
        />
      </label>
      <label>
        {label('version')}{' '}
        <select value={f.version ?? ''} onChange={(e) => set({ version: int(e.target.value) })}>
          <option value="">{label('all_versions')}</option>
          {versions.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-secondary">
        <FormattedMessage id="survey.filter.apply" />
      </button>
    </form>
  );
}
