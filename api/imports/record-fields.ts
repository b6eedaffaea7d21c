/**
 * Where each registration field of an applicant is stored (table part and raw column), so an update
 * by import can read what a record holds, merge a row into it and write only the columns it changes.
 */
import type { RecordSnapshot } from '../../db/schema.ts';

type Kind = 'text' | 'int' | 'bool';
export const FIELD_COLUMNS: Record<string, readonly [keyof RecordSnapshot, string, Kind]> = {
  fio: ['user', 'name', 'text'],
  email: ['user', 'email', 'text'],
  phone: ['user', 'phone', 'text'],
  phone_2: ['user', 'phone_2', 'text'],
  region_id: ['user', 'region_id', 'int'],
  district_id: ['user', 'district_id', 'int'],
  locality: ['user', 'locality', 'text'],
  gender: ['profile', 'gender', 'text'],
  birthday: ['profile', 'birthday', 'text'],
  rural_okrug_id: ['profile', 'rural_okrug_id', 'int'],
  residence_address: ['profile', 'residence_address', 'text'],
  education: ['profile', 'education', 'text'],
  social_status: ['profile', 'social_status', 'text'],
  family_status: ['profile', 'large_family', 'bool'],
  family_members: ['profile', 'family_members', 'int'],
  has_loans: ['profile', 'has_loans', 'bool'],
  loans_count: ['profile', 'loans_count', 'int'],
  loans_amount: ['profile', 'loans_amount', 'int'],
  loans_month_payment: ['profile', 'loans_month_payment', 'int'],
  loans_overdue: ['profile', 'loans_overdue', 'bool'],
  family_income: ['profile', 'family_income', 'int'],
  education_goal: ['profile', 'education_goal', 'text'],
  additional_info: ['profile', 'additional_info', 'text'],
  training_language: ['application', 'language', 'text'],
  lesson_region_id: ['application', 'lesson_region_id', 'int'],
  lesson_district_id: ['application', 'lesson_district_id', 'int'],
};

export const rawValue = (s: RecordSnapshot, field: string): unknown => {
  const [part, col] = FIELD_COLUMNS[field]!;
  return s[part]?.[col] ?? null;
};
export const isEmptyRaw = (v: unknown) => v === null || v === undefined || v === '';

/** The stored value as the registration form's input (what the schema parses). */
export function formValue(field: string, raw: unknown): unknown {
  if (isEmptyRaw(raw)) return undefined;
  const kind = FIELD_COLUMNS[field]![2];
  if (kind === 'bool') return raw ? 'yes' : 'no';
  if (kind === 'int') return String(raw);
  return raw;
}

/** A parsed form value as the column stores it. */
export function toRaw(field: string, v: unknown): string | number | null {
  if (v === undefined || v === null || v === '') return null;
  const kind = FIELD_COLUMNS[field]![2];
  if (kind === 'bool') return v ? 1 : 0;
  if (kind === 'int') return Number(v);
  return String(v);
}
