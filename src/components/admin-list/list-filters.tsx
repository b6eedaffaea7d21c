/**
 * The pieces an admin list's filters are made of: the search box with the filters' row beside it, a
 * choice among fixed values, the place (region → district) and the date range. A list puts them in its
 * own order; each change goes to the URL through the list's `refilter` (list-query.ts), back to page 1.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DateInput } from '../ui/date-input.tsx';
import { Field } from '../ui/field.tsx';
import { RegionDistrictSelect } from '../ui/region-district-select.tsx';
import { SearchToolbar } from '../ui/search-toolbar.tsx';
import { SelectField } from '../ui/select-field.tsx';

const ANY = 'applications.filter.any';

interface BarProps {
  /** Message id of the search box's label. */
  searchLabel: string;
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  testId: string;
  /** The filters, in the list's order. */
  children: ReactNode;
}

export function FilterBar({ searchLabel, q, onSearch, testId, children }: BarProps) {
  const intl = useIntl();
  return (
    <div className="admin-filters" data-testid={testId}>
      <SearchToolbar label={intl.formatMessage({ id: searchLabel })} initial={q} onSearch={onSearch} />
      <div className="admin-toolbar">{children}</div>
    </div>
  );
}

interface ChoiceProps<V extends string> {
  /** Message id of the label. */
  label: string;
  name?: string;
  value: V | undefined;
  values: readonly V[];
  /** Message id of a value's name. */
  valueLabel: (v: V) => string;
  onChange: (v: V | undefined) => void;
}

/** One of a fixed set of values (a status, a course, a language), or any. */
export function ChoiceFilter<V extends string>({ label, name, value, values, valueLabel, onChange }: ChoiceProps<V>) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage({ id: label })}
      name={name}
      value={value}
      placeholder={intl.formatMessage({ id: ANY })}
      options={values.map((v) => ({ value: v, label: intl.formatMessage({ id: valueLabel(v) }) }))}
      onChange={(v) => onChange((v || undefined) as V | undefined)}
    />
  );
}

export interface PlaceSearch {
  region_id?: number | undefined;
  district_id?: number | undefined;
}

/** Region, then district (another region clears the district). */
export function PlaceFilter({ value, onChange }: { value: PlaceSearch; onChange: (place: PlaceSearch) => void }) {
  return (
    <RegionDistrictSelect
      value={{ region: value.region_id, district: value.district_id }}
      onChange={(k) => onChange({ region_id: k.region, district_id: k.district })}
      labels={{ region: 'applications.filter.region_id', district: 'applications.filter.district_id' }}
      anyLabel={ANY}
    />
  );
}

export interface DateRangeSearch {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** From and to, each an ISO day or none. */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateRangeSearch;
  onChange: (range: DateRangeSearch) => void;
}) {
  const intl = useIntl();
  return (
    <>
      {(['date_from', 'date_to'] as const).map((name) => (
        <Field key={name} label={intl.formatMessage({ id: `applications.filter.${name}` })}>
          {(p) => <DateInput {...p} value={value[name]} onChange={(v) => onChange({ [name]: v || undefined })} />}
        </Field>
      ))}
    </>
  );
}
