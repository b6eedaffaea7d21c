/**
 * Where the entry is from, picked from the offline KATO tree (region → district → rural okrug) and
 * stored as codes, so reviewers filter by region whatever language the villager wrote in.
 */
import { PlaceFields } from '../../components/ui/place-fields.tsx';

interface Props {
  /** Message ids of the three labels. */
  labels: { region: string; district: string; okrug?: string };
  /** The akim form names the rural okrug too. */
  okrug?: boolean;
}

export function PlaceSelects({ labels, okrug = false }: Props) {
  return (
    <PlaceFields
      names={{ region: 'region_id', district: 'district_id', okrug: okrug ? 'rural_district_id' : undefined }}
      labels={labels}
      anyLabel="contest.choose"
      testId="contest-place"
    />
  );
}
