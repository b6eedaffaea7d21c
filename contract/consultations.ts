/**
 * The consultation case contract: the outbox mutations a lawyer's tablet sends (intake, note, outcome,
 * field edit), the admin's assignment, the list query and the shapes the API answers. A case is named
 * on the device by its UUID, so notes and outcomes can follow an intake made offline.
 */
import { z } from 'zod';
import { EXPORT_FORMATS } from './export.ts';
import { isoDate, katoId, optionalPhone } from './fields.ts';
import { listQuery } from './list-query.ts';
import { CASE_SEARCH } from './list-searches.ts';
import { OUTCOME_NEEDS, OUTCOMES, type CaseType, type Outcome } from './consultation-outcomes.ts';
import type { CaseDocument, Checklist } from './consultation-documents.ts';
import { arrestCounts, debtHelpCounts, type ArrestCounts, type DebtHelpCounts } from './consultation-counts.ts';
import { CONSULTATION_TYPES } from './reference.ts';
import { iin } from './registration.ts';

export { OUTCOMES, type CaseType, type Outcome };

/** Seed keys: 1 waiting, 2 in progress, 3 finished. */
export const CASE_STATUSES = [1, 2, 3] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

const text = (max: number) =>
  z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.too_long').optional();

/** `cases.intake`: a walk-in person or a request typed by a lawyer, operator or admin. */
export const caseIntakeSchema = z.object({
  case_uuid: z.uuid(),
  iin,
  name: text(200),
  phone: optionalPhone,
  type: z.enum(CONSULTATION_TYPES, 'validation.required'),
  title: text(200),
  problem: text(5000),
  region_id: katoId,
  district_id: katoId,
});
export type CaseIntake = z.output<typeof caseIntakeSchema>;
/** The intake form: the mutation's args without the case UUID (the draft's id is the case's). */
export const caseIntakeForm = caseIntakeSchema.omit({ case_uuid: true });

/** `cases.note`: a lawyer's note; never shown to the person. */
export const caseNoteSchema = z.object({ case_uuid: z.uuid(), note_uuid: z.uuid(), text: text(5000) });

/** `cases.outcome`: one move of the type's state machine (./consultation-outcomes.ts). */
export const caseOutcomeSchema = z.object({
  case_uuid: z.uuid(),
  /** The move's own UUID: the same move sent again (a renumbered queue) is applied once. */
  event_uuid: z.uuid(),
  /** The outcome the device saw: a move from another state (a second device moved first) is refused. */
  from: z.enum(OUTCOMES).nullable(),
  outcome: z.enum(OUTCOMES, 'validation.required'),
  reason: optionalText(1000),
  last_repayment: isoDate.optional(),
  filing_date: isoDate.optional(),
  refiling_date: isoDate.optional(),
});
export type CaseOutcomeArgs = z.output<typeof caseOutcomeSchema>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** The outcome form: empty inputs are "not given"; what the outcome needs is required on the device too. */
export const caseOutcomeForm = z
  .object({
    outcome: z.enum(OUTCOMES, 'validation.required'),
    reason: z.preprocess(blank, optionalText(1000)),
    last_repayment: z.preprocess(blank, isoDate.optional()),
    filing_date: z.preprocess(blank, isoDate.optional()),
    refiling_date: z.preprocess(blank, isoDate.optional()),
  })
  .superRefine((v, ctx) => {
    for (const need of OUTCOME_NEEDS[v.outcome] ?? [])
      if (!v[need]) ctx.addIssue({ code: 'custom', path: [need], message: 'validation.required' });
  });

/**
 * The fields two devices may edit; each keeps its own last-write time (ADR 071). `arrests` and
 * `debt_help` are each one group of counts; `waiting_client` pauses the response clock (ADR 094).
 */
export const CASE_EDITABLE = [
  'title',
  'problem',
  'help',
  'reason',
  'status',
  'remind_at',
  'arrests',
  'debt_help',
  'waiting_client',
] as const;
export type CaseField = (typeof CASE_EDITABLE)[number];

const edit = { case_uuid: z.uuid(), event_uuid: z.uuid() };
/** `cases.update`: one field's new value, stamped with the device's clock. */
export const caseUpdateSchema = z.discriminatedUnion('field', [
  z.object({ ...edit, field: z.literal('title'), value: text(200) }),
  z.object({ ...edit, field: z.literal('problem'), value: text(5000) }),
  z.object({ ...edit, field: z.literal('help'), value: z.string().trim().max(5000, 'validation.too_long') }),
  z.object({ ...edit, field: z.literal('reason'), value: z.string().trim().max(1000, 'validation.too_long') }),
  z.object({ ...edit, field: z.literal('status'), value: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.object({ ...edit, field: z.literal('remind_at'), value: isoDate.nullable() }),
  z.object({ ...edit, field: z.literal('arrests'), value: arrestCounts }),
  z.object({ ...edit, field: z.literal('debt_help'), value: debtHelpCounts }),
  z.object({ ...edit, field: z.literal('waiting_client'), value: z.boolean() }),
]);
export type CaseUpdateArgs = z.output<typeof caseUpdateSchema>;

export const caseAssignSchema = z.object({ lawyer_id: z.number().int().positive().nullable() });
export const caseFromApplicationSchema = z.object({ type: z.enum(CONSULTATION_TYPES, 'validation.required') });

export const caseListQuery = listQuery(CASE_SEARCH, 'reject').extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type CaseListQuery = z.output<typeof caseListQuery>;

export const CASE_REPORT_GROUPS = ['type', 'status', 'outcome', 'region', 'lawyer'] as const;
export const caseReportQuery = z.object({ group: z.enum(CASE_REPORT_GROUPS).default('type') });
export const caseReportExportQuery = caseReportQuery.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });

export const caseDuplicateQuery = z.object({ iin, type: z.enum(CONSULTATION_TYPES) });

/** A case as lists and the lawyer's tablet see it. */
export interface CaseSummary {
  id: number;
  uuid: string;
  iin: string;
  name: string;
  phone: string | null;
  type: CaseType;
  title: string;
  status: CaseStatus;
  outcome: Outcome | null;
  region_id: number | null;
  district_id: number | null;
  remind_at: string | null;
  filing_date: string | null;
  lawyer_id: number | null;
  lawyer_name: string | null;
  /** Another open case of the same IIN and type, when this one was taken in. */
  duplicate_of: number | null;
  overdue: boolean;
  created_at: number;
  /** The response clock in working minutes (ADR 094), computed by the server. */
  clock: CaseClock;
}

/** Working minutes to the first contact and to closing (null: not yet), and the SLA's deadline. */
export interface CaseClock {
  first_contact_minutes: number | null;
  close_minutes: number | null;
  /** Working minutes since the intake, so far, while there is no first contact yet. */
  waiting_minutes: number | null;
  waiting_client: boolean;
  /** When the first-contact SLA runs out (epoch ms), while no first contact and not paused; else null. */
  response_due_at: number | null;
  /** No first contact yet and the SLA ran out when the server answered. */
  sla_overdue: boolean;
}

export interface CaseEvent {
  id: number;
  kind: 'created' | 'note' | 'outcome' | 'field' | 'assign' | 'document' | 'document_deleted';
  at: number;
  user_name: string | null;
  text: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** False for an edit that lost to a later one (kept in the history, not on the case). */
  effective: boolean;
}

export interface CaseDetail extends CaseSummary {
  problem: string;
  help: string | null;
  reason: string | null;
  last_repayment: string | null;
  refiling_date: string | null;
  next_outcomes: Outcome[];
  arrests: ArrestCounts;
  debt_help: DebtHelpCounts;
  timeline: CaseEvent[];
  /** The documents on the case now (removed ones only in the timeline) and the type's checklist. */
  documents: CaseDocument[];
  checklist: Checklist;
}

/** What the person sees of their own case: status and next date, never the notes. */
export interface MyCase {
  id: number;
  type: CaseType;
  title: string;
  status: CaseStatus;
  next_date: string | null;
  created_at: number;
}
