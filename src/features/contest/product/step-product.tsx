import { CATEGORIES, LAND_UNITS, VOLUME_UNITS, type Category } from '../../../../contract/contest.ts';
import { AmountInput, SelectInput, TextInput } from '../form-inputs.tsx';
import { PlaceSelects } from '../place-selects.tsx';

/** Where and what is produced, and how much: place, product type from the nomination's category, volume, land, animals. */
export function StepProduct({ category }: { category: Category }) {
  return (
    <>
      <PlaceSelects labels={{ region: 'contest.place.region', district: 'contest.place.district' }} />
      <SelectInput
        name="product_type"
        label="contest.field.product_type"
        options={CATEGORIES[category]}
        prefix="contest.product"
      />
      <TextInput name="assortment_count" label="contest.field.assortment_count" type="number" />
      <TextInput name="assortment_names" label="contest.field.assortment_names" multiline />
      <AmountInput
        name="monthly_volume"
        unit="monthly_volume_unit"
        label="contest.field.monthly_volume"
        units={VOLUME_UNITS}
      />
      <AmountInput name="land_area" unit="land_area_unit" label="contest.field.land_area" units={LAND_UNITS} />
      <TextInput name="livestock_count" label="contest.field.livestock_count" type="number" />
      <TextInput name="poultry_count" label="contest.field.poultry_count" type="number" />
      <TextInput name="fish_count" label="contest.field.fish_count" type="number" />
    </>
  );
}
