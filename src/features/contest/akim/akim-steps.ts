/** The akim form's steps and the fields each one checks before moving on. */
import { AKIM_NUMBERS } from '../../../../contract/contest.ts';
import { APPLICANT_FIELDS } from '../step-applicant.tsx';

export const AKIM_STEPS = ['applicant', 'akim', 'figures', 'cooperatives'] as const;
export const AKIM_FIELDS: readonly (readonly string[])[] = [
  APPLICANT_FIELDS,
  [
    'in_project',
    'has_cooperative',
    'akim_full_name',
    'akim_photo',
    'region_id',
    'district_id',
    'rural_district_id',
    'office_start_date',
  ],
  [...AKIM_NUMBERS, 'produced_unit', 'processed_unit', 'sales_unit', 'confirmations'],
  ['cooperatives', 'engineering_rating'],
];
