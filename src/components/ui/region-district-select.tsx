/**
 * Region → district (→ rural okrug) selects from the offline-cached KATO tree, named in the current
 * language. Choosing another region clears the district and okrug (they belonged to the old region);
 * choosing another district clears the okrug. One component for filters (plain value/onChange) and,
 * through RegionDistrictFields, for react-hook-form forms; each level is the one SelectField, so a saved
 * code shows while the tree is still loading.
 */
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { children, useCato, type CatoNode } from '../../lib/cato.ts';
import { SelectField } from './select-field.tsx';

type Level = 'region' | 'district' | 'okrug';
export type KatoValue = Partial<Record<Level, number | undefined>>;

/** The value after `level` was set to `id`: every level below it is cleared. */
export function pickKato(value: KatoValue, level: Level, id: number | undefined): KatoValue {
  if (level === 'region') return { region: id, district: undefined, okrug: undefined };
  if (level === 'district') return { ...value, district: id, okrug: undefined };
  return { ...value, okrug: id };
}

interface Props {
  value: KatoValue;
  onChange: (next: KatoValue) => void;
  /** A form marks the level touched (forms validating on touch need it). */
  onBlur?: ((level: Level) => void) | undefined;
  /** The deepest level shown: a report filter may stop at the region, an address goes to the okrug. */
  depth?: Level;
  /** Message ids of the labels, when a screen names them its own way. */
  labels?: Partial<Record<Level, string>>;
  /** Message id of the empty choice ("All regions"); "Choose…" by default. */
  anyLabel?: string;
  errors?: Partial<Record<Level, string | undefined>>;
  /** An operator sees only their own districts (and the regions holding them). */
  allowedDistricts?: number[] | undefined;
  testId?: string;
  /** The selects' name attributes (a form's field names). */
  names?: Partial<Record<Level, string>> | undefined;
}

export function RegionDistrictSelect({
  value,
  onChange,
  depth = 'district',
  labels,
  anyLabel,
  errors,
  ...rest
}: Props) {
  const intl = useIntl();
  const cato = useCato();
  const allowed = rest.allowedDistricts?.length ? new Set(rest.allowedDistricts) : undefined;
  const regions = (cato ?? []).filter((r) => !allowed || r.items?.some((d) => allowed.has(d.id)));
  const districts = children(cato, value.region).filter((d) => !allowed || allowed.has(d.id));
  const okrugs = children(districts, value.district);
  const select = (level: Level, nodes: CatoNode[]) => (
    <SelectField
      key={level}
      label={intl.formatMessage({ id: labels?.[level] ?? `kato.${level}` })}
      error={errors?.[level]}
      name={rest.names?.[level]}
      testId={rest.testId && `${rest.testId}-${level}`}
      placeholder={anyLabel ? intl.formatMessage({ id: anyLabel }) : undefined}
      loading={cato === undefined}
      value={value[level]}
      options={nodes.map((n) => ({ value: n.id, label: n.name }))}
      onChange={(v) => onChange(pickKato(value, level, v ? Number(v) : undefined))}
      onBlur={() => rest.onBlur?.(level)}
    />
  );
  return (
    <>
      {select('region', regions)}
      {depth !== 'region' && select('district', districts)}
      {depth === 'okrug' && (okrugs.length > 0 || value.okrug !== undefined) && select('okrug', okrugs)}
    </>
  );
}

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** The same selects bound to a react-hook-form form; a cleared level is set to `empty` ('' or null). */
export function RegionDistrictFields<T extends FieldValues, Out = T>({
  control,
  names,
  empty = '',
  ...props
}: Omit<Props, 'value' | 'onChange' | 'onBlur' | 'depth' | 'names'> & {
  control: Control<T, unknown, Out>;
  names: { region: FieldPath<T>; district: FieldPath<T>; okrug?: FieldPath<T> };
  empty?: '' | null;
}) {
  const region = useController<T, FieldPath<T>, Out>({ control, name: names.region }).field;
  const district = useController<T, FieldPath<T>, Out>({ control, name: names.district }).field;
  // The okrug controller is always made (hooks run in a fixed order); without an okrug it mirrors the district.
  const okrug = useController<T, FieldPath<T>, Out>({ control, name: names.okrug ?? names.district }).field;
  const value = { region: toNumber(region.value), district: toNumber(district.value), okrug: toNumber(okrug.value) };
  const set = (next: KatoValue) => {
    const out = (v: number | undefined) => (v === undefined ? empty : empty === '' ? String(v) : v);
    if (next.region !== value.region) region.onChange(out(next.region));
    if (next.district !== value.district) district.onChange(out(next.district));
    if (names.okrug && next.okrug !== value.okrug) okrug.onChange(out(next.okrug));
  };
  return (
    <RegionDistrictSelect
      {...props}
      names={names}
      value={value}
      onChange={set}
      onBlur={(level) => ({ region, district, okrug })[level].onBlur()}
      depth={names.okrug ? 'okrug' : 'district'}
    />
  );
}
