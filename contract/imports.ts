/**
 * The applicant import: which registration fields the XLSX template has, the job statuses with the
 * seed's numeric keys, the officer's plan (mapping, source, duplicate strategy) and the answers the
 * import screen reads.
 */
import { z } from 'zod';
import { EDUCATION_GOALS, EDUCATION_LEVELS, GENDERS, SOCIAL_STATUSES, TRAINING_LANGUAGES } from './registration.ts';

export const IMPORT_STATUSES = ['mapping', 'queued', 'in_process', 'checked', 'success', 'error', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** The seed's keys: success 1, error 2, in process 3, queued 4; the steps the seed did not have follow. */
export const IMPORT_STATUS_KEYS: Record<ImportStatus, number> = {
  success: 1,
  error: 2,
  in_process: 3,
  queued: 4,
  mapping: 5,
  checked: 6,
  undone: 7,
};
/**
 * What an import's rows become (ADR 093); their fields are in import-targets.ts. `units` and `prices`
 * fill the property chessboard: units by building, section and number, a price list by the same key.
 */
export const IMPORT_TARGETS = ['applicants', 'agro', 'units', 'prices'] as const;
/** Targets only admins import: the property catalogue is not a district office's. */
export const ADMIN_IMPORT_TARGETS: readonly string[] = ['units', 'prices'];
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
/** What to do with a row whose IIN is already registered (ADR 083). */
export const IMPORT_STRATEGIES = ['skip', 'fill', 'overwrite'] as const;
export type ImportStrategy = (typeof IMPORT_STRATEGIES)[number];
export const IMPORT_OUTCOMES = ['create', 'update', 'duplicate', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
/** Header and sample rows shown on the mapping step. */
export const IMPORT_SAMPLE_ROWS = 5;
/** Characters of a sample cell kept with the job: enough to recognise a column, never a file's content. */
export const IMPORT_SAMPLE_CELL_CHARS = 100;
/**
 * Characters one cell may hold: twice the longest text field an import fills. A longer cell is no list
 * data (a pasted document, a 45 MB string inside a 46 KB file), and the file is refused before any of it
 * is kept.
 */
export const MAX_IMPORT_CELL_CHARS = 4000;

/** GET /api/imports: the jobs list, newest first, a page at a time ("Next" sends the cursor as `after`). */
export const importJobListQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
  after: z.string().max(200).optional().catch(undefined),
});
/** Columns read from a file; further columns are ignored (no list has this many). */
export const MAX_IMPORT_COLUMNS = 100;

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

const YES_NO = ['yes', 'no'] as const;
const YES = ['yes'] as const;

export interface ImportColumn {
  field: string;
  options?: readonly string[];
  /** A cell may hold several of the options, "broiler, apple". */
  multiple?: boolean;
  example: string;
}
/** Template columns in order: the registration form's fields, with the allowed values where there is a list. */
export const IMPORT_COLUMNS: ImportColumn[] = [
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
export const IMPORT_FIELDS = IMPORT_COLUMNS.map((c) => c.field);
/** KATO fields whose cells may hold a name instead of an id; the parent field the name is looked up under. */
export const KATO_FIELDS: Record<string, string | null> = {
  region_id: null,
  district_id: 'region_id',
  rural_okrug_id: 'district_id',
  lesson_region_id: null,
  lesson_district_id: 'lesson_region_id',
};

const sourceName = z.string().trim().max(100, 'validation.too_long');
/**
 * The mapping step's answer: per file column, the field it fills (null: not imported). Which fields
 * exist depends on the job's target (import-targets.ts), so the route checks the names.
 */
export const importPlanSchema = z.object({
  source_name: sourceName.optional(),
  mapping: z.array(z.string().max(50).nullable()).max(MAX_IMPORT_COLUMNS),
  strategy: z.enum(IMPORT_STRATEGIES, { message: 'validation.required' }),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;
/** The officer's pick for an ambiguous KATO name; null takes the pick back. */
export const importKatoPickSchema = z.object({
  key: z.string().min(1).max(300),
  kato_id: z.number().int().positive().nullable(),
});

/** Consent ticks are written "yes" in the sheet; the schema wants a set tick. */
export const TICK_FIELDS = ['consent_personal_data', 'accept_agreement', 'offline_only'];

export interface ImportJob {
  id: number;
  /** Training applicants or agro applications (import-targets.ts). */
  target: ImportTarget;
  status: ImportStatus;
  status_id: number;
  /** Which run a queued or running job does: the dry run or the import. */
  mode: 'dry' | 'real';
  format: 'xlsx' | 'csv';
  file_name: string;
  source_name: string | null;
  strategy: ImportStrategy;
  total_rows: number;
  imported_rows: number;
  created_rows: number;
  updated_rows: number;
  duplicate_rows: number;
  error_rows: number;
  /** The dry run checked exactly the current plan, so the import may run. */
  ready: boolean;
  failure: string | null;
  created_by: number;
  created_by_name: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  undone_at: string | null;
}
export interface ImportRowError {
  row: number;
  field: string;
  message_id: string;
  message: string;
}
/** A header problem: errors stop the dry run, warnings only inform. */
export interface ImportHeaderIssue {
  level: 'error' | 'warning';
  column: number | null;
  field: string | null;
  message_id: string;
}
export interface ImportKatoQuestion {
  field: string;
  text: string;
  key: string;
  picked: number | null;
  /** `name` and `parent` are in the reader's language (ADR 096); name_kk/name_ru/parent_ru as matched. */
  options: {
    id: number;
    name_kk: string;
    name_ru: string;
    parent_ru: string | null;
    name?: string;
    parent?: string | null;
  }[];
}
export interface ImportRowResult {
  row: number;
  outcome: ImportOutcome;
  name: string | null;
  /** Masked: the report is read on shared office screens. */
  iin: string | null;
}
export type ImportJobDetail = ImportJob & {
  headers: string[];
  sample: string[][];
  mapping: (string | null)[];
  issues: ImportHeaderIssue[];
  errors: ImportRowError[];
  rows: ImportRowResult[];
  kato: ImportKatoQuestion[];
};
/** Why an undo is refused, per record that something touched since the import. */
export interface ImportUndoBlock {
  row: number;
  name: string | null;
  iin: string | null;
  reasons: string[];
}
