/**
 * The applicant import: which registration fields the XLSX template has, the job statuses with the
 * seed's numeric keys, and the answers the import screen reads.
 */
import { EDUCATION_GOALS, EDUCATION_LEVELS, GENDERS, SOCIAL_STATUSES, TRAINING_LANGUAGES } from './registration.ts';

export const IMPORT_STATUSES = ['queued', 'in_process', 'success', 'error'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** The seed's keys: success 1, error 2, in process 3, queued 4. */
export const IMPORT_STATUS_KEYS: Record<ImportStatus, number> = { success: 1, error: 2, in_process: 3, queued: 4 };

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

const YES_NO = ['yes', 'no'] as const;
const YES = ['yes'] as const;

/** Template columns in order: the registration form's fields, with the allowed values where there is a list. */
export const IMPORT_COLUMNS: { field: string; options?: readonly string[]; example: string }[] = [
  { field: 'fio', example: 'Асқар Нұрланұлы Серікбаев' },
  { field: 'iin', example: '900517300123' },
  { field: 'gender', options: GENDERS, example: 'male' },
  { field: 'birthday', example: '1990-05-17' },
  { field: 'phone', example: '77011234567' },
  { field: 'phone_2', example: '' },
  { field: 'email', example: '' },
  { field: 'region_id', example: '110000000' },
  { field: 'district_id', example: '111000000' },
  { field: 'rural_okrug_id', example: '' },
  { field: 'locality', example: 'Көкшетау' },
  { field: 'residence_address', example: 'Абай көшесі, 12' },
  { field: 'education', options: EDUCATION_LEVELS, example: 'higher' },
  { field: 'social_status', options: SOCIAL_STATUSES, example: 'employed' },
  { field: 'family_status', options: YES_NO, example: 'no' },
  { field: 'family_members', example: '4' },
  { field: 'has_loans', options: YES_NO, example: 'yes' },
  { field: 'loans_count', example: '2' },
  { field: 'loans_amount', example: '1500000' },
  { field: 'loans_month_payment', example: '85000' },
  { field: 'loans_overdue', options: YES_NO, example: 'no' },
  { field: 'family_income', example: '350000' },
  { field: 'education_goal', options: EDUCATION_GOALS, example: 'repay_debts' },
  { field: 'training_language', options: TRAINING_LANGUAGES, example: 'kk' },
  { field: 'lesson_region_id', example: '110000000' },
  { field: 'lesson_district_id', example: '111000000' },
  { field: 'additional_info', example: '' },
  { field: 'consent_personal_data', options: YES, example: 'yes' },
  { field: 'accept_agreement', options: YES, example: 'yes' },
  { field: 'offline_only', options: YES, example: 'yes' },
];
/** Consent ticks are written "yes" in the sheet; the schema wants a set tick. */
export const TICK_FIELDS = ['consent_personal_data', 'accept_agreement', 'offline_only'];

export interface ImportJob {
  id: number;
  status: ImportStatus;
  status_id: number;
  file_name: string;
  total_rows: number;
  imported_rows: number;
  error_rows: number;
  failure: string | null;
  created_by: number;
  created_by_name: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}
export interface ImportRowError {
  row: number;
  field: string;
  message_id: string;
  message: string;
}
export type ImportJobDetail = ImportJob & { errors: ImportRowError[] };
