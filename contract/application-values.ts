/**
 * Values and answer shapes of the applications review, without zod: route files (loaded with the
 * first page) and list screens import these; the schemas in applications.ts build on them.
 */
/** The statuses the office sets and the lists filter by. */
export const APPLICATION_STATUSES = ['applied', 'started', 'completed', 'not_completed'] as const;
/**
 * Also `superseded`: a self-registration whose IIN the district office registered (ADR 133). Final, set
 * by the server alone, counted nowhere.
 */
export type ApplicationStatusValue = (typeof APPLICATION_STATUSES)[number] | 'superseded';
export const APPLICATION_SORTS = ['id', 'created_at', 'name', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export const APPLICATION_LANGUAGES = ['kk', 'ru'] as const;

/** 900101*****7: enough to tell records apart in a list, not enough to misuse. */
export const maskIin = (iin: string | null) => (iin && iin.length === 12 ? `${iin.slice(0, 6)}*****${iin[11]}` : iin);

/** A row of the list (IIN masked). */
export interface ApplicationListItem {
  id: number;
  name: string;
  iin: string | null;
  phone: string;
  status: ApplicationStatusValue;
  status_reason: string | null;
  language: string | null;
  lesson_region_id: number | null;
  lesson_district_id: number | null;
  flow_id: number | null;
  registered_by: number | null;
  registered_by_name: string | null;
  source: string;
  created_at: string;
}

export interface ApplicationHistoryEntry {
  id: number | null;
  action: string;
  user_id: number | null;
  user_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** GET /api/applications/{id}: every field of the application, its applicant and profile. */
export interface ApplicationDetail extends ApplicationListItem {
  client_record_id: string | null;
  applicant_id: number;
  responsible_id: number | null;
  submitted_at: string | null;
  updated_at: string | null;
  applicant: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  history: ApplicationHistoryEntry[];
}

export interface ApplicationPage {
  data: ApplicationListItem[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
