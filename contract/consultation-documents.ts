/**
 * Documents on a consultation case: the two outbox mutations (add, delete) and the per-type checklist
 * (ADR 091). A requirement is met by any one of its document types ("employment or illness or
 * disability certificate"); the checklist warns, it never blocks a move of the case.
 */
import { z } from 'zod';
import type { CaseType } from './consultation-outcomes.ts';
import { DOCUMENT_TYPES } from './reference.ts';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Per case type, the documents it needs: each entry is one requirement, met by any of its types. */
export const DOCUMENT_CHECKLIST: Record<CaseType, readonly (readonly DocumentType[])[]> = {
  judicial_bankruptcy: [['id_card'], ['credit_bureau'], ['employment', 'illness', 'disability'], ['loan_contract']],
  solvency_restoration: [['id_card'], ['credit_bureau'], ['employment', 'illness', 'disability'], ['loan_contract']],
  restructuring: [['id_card'], ['credit_bureau'], ['loan_contract']],
  notary_inscription: [['id_card'], ['loan_contract']],
  fraud: [['id_card'], ['digital_signature'], ['loan_contract']],
  other: [['id_card']],
};

export interface ChecklistItem {
  types: DocumentType[];
  provided: boolean;
}

export interface Checklist {
  provided: number;
  required: number;
  items: ChecklistItem[];
}

/** "N of M provided" for a case of `type` holding documents of `held` types. */
export function documentChecklist(type: CaseType, held: Iterable<string>): Checklist {
  const have = new Set(held);
  const items = DOCUMENT_CHECKLIST[type].map((types) => ({
    types: [...types],
    provided: types.some((d) => have.has(d)),
  }));
  return { provided: items.filter((i) => i.provided).length, required: items.length, items };
}

/** `cases.document`: a file already uploaded over tus (or waiting to be), filed on the case by type. */
export const caseDocumentSchema = z.object({
  case_uuid: z.uuid(),
  document_uuid: z.uuid(),
  type: z.enum(DOCUMENT_TYPES, 'validation.required'),
  file_id: z.uuid('validation.required'),
});
export type CaseDocumentArgs = z.output<typeof caseDocumentSchema>;

/** `cases.document_delete`: the document leaves the case; the timeline keeps who removed it and when. */
export const caseDocumentDeleteSchema = z.object({
  case_uuid: z.uuid(),
  document_uuid: z.uuid(),
  event_uuid: z.uuid(),
});

/** A document as the lawyer's case page lists it; `url` is the authorised download route. */
export interface CaseDocument {
  uuid: string;
  type: DocumentType;
  name: string;
  mime: string;
  file_id: string;
  url: string;
  at: number;
  user_name: string | null;
}
