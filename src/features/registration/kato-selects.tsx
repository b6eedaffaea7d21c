/** Region → district (→ rural okrug) selects from the cached KATO tree; a new region clears what is below. */
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { children, useCato, type CatoNode } from '../../lib/cato.ts';
import type { FieldName, RegistrationValues } from './form-values.ts';
import { SelectInput } from './inputs.tsx';

interface Props {
  region: FieldName;
  district: FieldName;
  okrug?: FieldName;
  /** An operator sees only their own districts. */
  allowedDistricts?: number[] | undefined;
}

const toOptions = (nodes: CatoNode[]) => nodes.map((n) => ({ value: n.id, label: n.name }));

export function KatoSelects({ region, district, okrug, allowedDistricts }: Props) {
  const cato = useCato();
  const { setValue, control } = useFormContext<RegistrationValues>();
  const [regionId, districtId] = useWatch({ control, name: [region, district] });
  if (cato === null)
    return (
      <p className="notice" role="status">
        <FormattedMessage id="registration.cato.missing" />
      </p>
    );
  const allowed = allowedDistricts?.length ? new Set(allowedDistricts) : undefined;
  const regions = (cato ?? []).filter((r) => !allowed || r.items?.some((d) => allowed.has(d.id)));
  const districts = children(cato, regionId).filter((d) => !allowed || allowed.has(d.id));
  const okrugs = children(districts, districtId);
  const clear =
    (...names: FieldName[]) =>
    () =>
      names.forEach((n) => setValue(n, '', { shouldDirty: true, shouldValidate: false }));
  return (
    <>
      <SelectInput name={region} options={toOptions(regions)} onPicked={clear(district, ...(okrug ? [okrug] : []))} />
      <SelectInput name={district} options={toOptions(districts)} {...(okrug ? { onPicked: clear(okrug) } : {})} />
      {okrug && okrugs.length > 1 && <SelectInput name={okrug} options={toOptions(okrugs)} />}
    </>
  );
}
