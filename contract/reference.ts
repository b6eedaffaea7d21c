/**
 * Closed lists from the seed, defined once: the API serves them translated in common_data and the
 * forms validate against them. Labels are catalog ids `<list>.<value>`.
 */
export const CONSULTATION_STATUSES = [1, 2, 3] as const; // waiting, in progress, finished
export const CONSULTATION_TYPES = [
  'restructuring',
  'notary_inscription',
  'fraud',
  'solvency_restoration',
  'judicial_bankruptcy',
  'other',
] as const;
export const DOCUMENT_TYPES = [
  'digital_signature',
  'id_card',
  'credit_bureau',
  'employment',
  'illness',
  'disability',
  'loan_contract',
  'other',
] as const;
/** Participant status of a training application. */
export const APPLICATION_STATUSES = ['applied', 'started', 'completed', 'not_completed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Import and application job states, keys 1–4 as in the seed. */
export const JOB_STATUSES = [1, 2, 3, 4] as const; // success, error, in process, queued

/** The public site's request forms, and the inbox states an admin moves them through. */
export const REQUEST_KINDS = ['contact', 'forecast', 'lead', 'consultation'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['new', 'handled'] as const;

/** A unit of the KATO tree (regions → districts → rural okrugs) as /api/common_data answers it. */
export interface CatoNode {
  id: number;
  name: string;
  items?: CatoNode[];
}

export interface Option<V = string | number> {
  value: V;
  label: string;
}
