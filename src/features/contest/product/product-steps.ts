/** The product form's steps and the fields each one checks before moving on. */
import { APPLICANT_FIELDS } from '../step-applicant.tsx';

export const PRODUCT_STEPS = ['applicant', 'product', 'people', 'storage', 'files'] as const;
export const PRODUCT_FIELDS: readonly (readonly string[])[] = [
  APPLICANT_FIELDS,
  [
    'region_id',
    'district_id',
    'product_type',
    'assortment_count',
    'assortment_names',
    'monthly_volume',
    'monthly_volume_unit',
    'land_area',
    'land_area_unit',
    'livestock_count',
    'poultry_count',
    'fish_count',
  ],
  [
    'family_members',
    'hired_workers',
    'hired_job_titles',
    'sales_market',
    'social_link',
    'cooperative_name',
    'cooperative_members',
  ],
  ['storage_place', 'storage_photos', 'processing_type', 'storage_type', 'infrastructure_rating'],
  ['logo_images', 'package_images', 'declaration_file', 'sanitary_file'],
];
