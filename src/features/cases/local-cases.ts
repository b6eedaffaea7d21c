/**
 * A lawyer's cases on the tablet: what the last pull brought (`lawyer_case`), with what this device
 * still has to send — intakes not yet on the server, and outcomes, notes and documents waiting — shown as pending,
 * so the lawyer sees their own work at once, with or without signal.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { zeroArrests, zeroDebtHelp } from '../../../contract/consultation-counts.ts';
import { documentChecklist } from '../../../contract/consultation-documents.ts';
import type { CaseDetail, CaseIntake } from '../../../contract/consultations.ts';
import { db, type DraftRow } from '../../sync/db.ts';

export const INTAKE_KIND = 'cases.intake';
export const OUTCOME_KIND = 'cases.outcome';
export const NOTE_KIND = 'cases.note';
export const DOCUMENT_KIND = 'cases.document';
export const DOCUMENT_DELETE_KIND = 'cases.document_delete';
/** Drafts of `cases.update`, one kind per form so each form opens its own draft. */
export const ARRESTS_KIND = 'cases.arrests';
export const DEBT_HELP_KIND = 'cases.debt_help';
export const WAITING_CLIENT_KIND = 'cases.waiting_client';

export interface LocalCase extends Omit<CaseDetail, 'id'> {
  id: number | null;
  /** Changes made on this device the server has not brought back yet. */
  pending: DraftRow[];
}

const waiting = (d: DraftRow) => d.status === 'queued' || d.status === 'sent' || d.status === 'rejected';

function fromIntake(d: DraftRow): LocalCase {
  const v = d.data as CaseIntake;
  return {
    id: null,
    uuid: d.id,
    iin: v.iin,
    name: v.name,
    phone: v.phone ?? null,
    type: v.type,
    title: v.title,
    problem: v.problem,
    status: 1,
    outcome: null,
    region_id: Number(v.region_id),
    district_id: Number(v.district_id),
    remind_at: null,
    filing_date: null,
    lawyer_id: null,
    lawyer_name: null,
    duplicate_of: null,
    overdue: false,
    created_at: d.createdAt,
    help: null,
    reason: null,
    last_repayment: null,
    refiling_date: null,
    next_outcomes: [],
    arrests: zeroArrests(),
    debt_help: zeroDebtHelp(),
    // The clock starts on the server, when the intake arrives.
    clock: {
      first_contact_minutes: null,
      close_minutes: null,
      waiting_minutes: null,
      waiting_client: false,
      response_due_at: null,
      sla_overdue: false,
    },
    timeline: [],
    documents: [],
    checklist: documentChecklist(v.type, []),
    pending: [d],
  };
}

export function useLocalCases(): LocalCase[] | undefined {
  return useLiveQuery(async () => {
    const pulled = await db.pulled.where('type').equals('lawyer_case').toArray();
    const drafts = (
      await db.drafts
        .where('kind')
        .anyOf([
          INTAKE_KIND,
          OUTCOME_KIND,
          NOTE_KIND,
          DOCUMENT_KIND,
          DOCUMENT_DELETE_KIND,
          ARRESTS_KIND,
          DEBT_HELP_KIND,
          WAITING_CLIENT_KIND,
        ])
        .toArray()
    ).filter(waiting);
    const docs = pulled.map((p) => p.data as CaseDetail);
    const known = new Set(docs.map((d) => d.uuid));
    // A sent change stays pending until the pull brings its effect (the case's timeline names it).
    const pendingOf = (c: CaseDetail) =>
      drafts.filter((d) => {
        if (d.kind === INTAKE_KIND) return false;
        const data = d.data as { case_uuid: string };
        return data.case_uuid === c.uuid && !(d.status === 'sent' && seen(c, d));
      });
    const cases: LocalCase[] = docs.map((c) => ({ ...c, pending: pendingOf(c) }));
    for (const d of drafts) if (d.kind === INTAKE_KIND && !known.has(d.id)) cases.push(fromIntake(d));
    return cases.sort((a, b) => b.created_at - a.created_at);
  });
}

/** Whether the pulled case already shows this change (a sent outcome or note is in its timeline). */
function seen(c: CaseDetail, d: DraftRow) {
  return d.entity !== undefined && c.timeline.some((e) => String(e.id) === String(d.entity!.id));
}

export const findCase = (cases: LocalCase[], key: string) => cases.find((c) => c.uuid === key || String(c.id) === key);
