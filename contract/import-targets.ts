/**
 * What an import can fill (ADR 093): training applicants (the registration form) or agro applications
 * (the agro form). Per target its template columns in order, with the allowed values where there is a
 * list, and the catalog id of each field's label, which the mapping screen and the header matching share.
 */
import { AGRO_COURSES, COOP_STATUSES, LAND_UNITS, PREMISES, SALES_CHANNELS } from './agro.ts';
import { IMPORT_COLUMNS, type ImportColumn, type ImportTarget } from './imports.ts';
import { FINISHES, UNIT_BASE_STATUSES, UNIT_KINDS } from './property-values.ts';
import { GENDERS } from './registration.ts';

export { IMPORT_TARGETS, type ImportTarget } from './imports.ts';

const YES_NO = ['yes', 'no'] as const;

/** The agro form's fields as template columns; lists of several values are written "broiler, apple". */
export const AGRO_IMPORT_COLUMNS: ImportColumn[] = [
  { field: 'fio', example: 'Гүлнар Әлібекова' },
  { field: 'iin', example: '850312400123' },
  { field: 'gender', options: GENDERS, example: 'female' },
  { field: 'birthday', example: '1985-03-12' },
  { field: 'phone', example: '77015551234' },
  { field: 'region_id', example: '110000000' },
  { field: 'district_id', example: '111000000' },
  { field: 'rural_okrug_id', example: '' },
  { field: 'village', example: 'Красный Яр' },
  { field: 'courses', multiple: true, options: AGRO_COURSES, example: 'broiler, apple' },
  { field: 'land_area', example: '12.5' },
  { field: 'land_unit', options: LAND_UNITS, example: 'sotka' },
  { field: 'livestock_count', example: '3' },
  { field: 'poultry_count', example: '40' },
  { field: 'fish_count', example: '' },
  { field: 'premises', multiple: true, options: PREMISES, example: 'barn, poultry_house' },
  { field: 'has_water', options: YES_NO, example: 'yes' },
  { field: 'has_electricity', options: YES_NO, example: 'yes' },
  { field: 'products', example: 'Яйца' },
  { field: 'sales_channels', multiple: true, options: SALES_CHANNELS, example: 'market' },
  { field: 'monthly_income', example: '150000' },
  { field: 'coop_status', options: COOP_STATUSES, example: 'wants_to_join' },
  { field: 'coop_name', example: '' },
  { field: 'coop_members', example: '' },
  { field: 'credit_needed', options: YES_NO, example: 'yes' },
  { field: 'credit_amount', example: '1500000' },
  { field: 'credit_purpose', example: 'Инкубатор' },
  { field: 'credit_equipment', example: '' },
  { field: 'prior_programme', options: YES_NO, example: 'no' },
  { field: 'prior_programme_name', example: '' },
  { field: 'consent_personal_data', options: ['yes'], example: 'yes' },
];

/** Units of the chessboard (ADR 106): the building by its id or name; choices by id or by label. */
export const UNIT_IMPORT_COLUMNS: ImportColumn[] = [
  { field: 'building', example: 'Block A' },
  { field: 'section', example: '1' },
  { field: 'floor', example: '5' },
  { field: 'number', example: '17' },
  { field: 'kind', options: UNIT_KINDS, example: 'apartment' },
  { field: 'rooms', example: '2' },
  { field: 'area', example: '54.3' },
  { field: 'price', example: '29865000' },
  { field: 'finish', options: FINISHES, example: 'white_box' },
  { field: 'status', options: UNIT_BASE_STATUSES, example: 'available' },
];
/** A price list: which unit (section only where numbers repeat across sections) and its new price. */
export const PRICE_IMPORT_COLUMNS: ImportColumn[] = [
  { field: 'building', example: 'Block A' },
  { field: 'section', example: '' },
  { field: 'number', example: '17' },
  { field: 'price', example: '31200000' },
];

export const TARGET_COLUMNS: Record<ImportTarget, ImportColumn[]> = {
  applicants: IMPORT_COLUMNS,
  agro: AGRO_IMPORT_COLUMNS,
  units: UNIT_IMPORT_COLUMNS,
  prices: PRICE_IMPORT_COLUMNS,
};
export const targetFields = (target: ImportTarget) => TARGET_COLUMNS[target].map((c) => c.field);

/** Catalog id of a field's label: the form's own label, as the officer knows it from the screen. */
export const importFieldLabel = (target: ImportTarget, field: string) =>
  target === 'agro'
    ? `agro.field.${field}`
    : target === 'units' || target === 'prices'
      ? `property.unit.${field}`
      : `registration.field.${field}`;
