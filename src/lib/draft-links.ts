/**
 * Where each kind of draft is edited, and what it is called, so "This device" can name every record and
 * open one that needs attention. Paths are under the locale prefix; features add their kind here when
 * they add a form.
 */
import { labelIn, type Label } from '../../contract/survey.ts';
import { db, type DraftRow } from '../sync/db.ts';

type Data = Record<string, unknown>;

/** A lawyer's change to a case leads to the case (by its UUID: a case taken in offline has no number yet). */
const toCase = (_: string, d: Data) => `/admin/consultations/${String(d.case_uuid)}`;

export const draftLinks: Record<string, (draftId: string, data: Data) => string> = {
  // A request form reopens its latest unsent draft, so the page is enough.
  'request.contact': () => '/foundation/contacts',
  'request.forecast': () => '/foundation/forecast',
  'request.lead': () => '/agro',
  'request.consultation': () => '/consultations/request',
  registration: (id) => `/office/register?draft=${id}`,
  'registration.self': (id) => `/register?draft=${id}`,
  contest: (id) => `/contest/form/${id}`,
  agro: (id) => `/agro/apply?draft=${id}`,
  'agro.office': (id) => `/office/agro?draft=${id}`,
  // Flow drafts are flow-<id> (an edit) or flow-new.
  flow: (id) => (id === 'flow-new' ? '/admin/flows' : `/admin/flows/${id.slice('flow-'.length)}`),
  // Mark drafts are named att-<flowId>-<uuid>: the sheet of that flow shows the participant.
  'attendance.mark': (id) => `/trainer/flows/${id.split('-')[1]}`,
  // A learner's progress and test records lead back to their courses.
  'learn.progress': () => '/learn',
  'learn.course_progress': () => '/learn',
  'learn.start': () => '/learn',
  'learn.answer': () => '/learn',
  'learn.submit': () => '/learn',
  'cases.intake': (id) => `/admin/consultations/${id}`,
  'cases.outcome': toCase,
  'cases.note': toCase,
  'cases.document': toCase,
  'cases.document_delete': toCase,
  'cases.arrests': toCase,
  'cases.debt_help': toCase,
  'cases.waiting_client': toCase,
};

/** A survey's answers are kinds of their own: `survey.<id>`, or `survey.<id>.flow.<flowId>` in a flow. */
const SURVEY_KIND = /^survey\.(\d+)(?:\.flow\.(\d+))?$/;

export function draftLink(draft: Pick<DraftRow, 'id' | 'kind' | 'data'>): string | undefined {
  const data = (draft.data ?? {}) as Data;
  const exact = draftLinks[draft.kind];
  if (exact) return exact(draft.id, data);
  const survey = SURVEY_KIND.exec(draft.kind);
  if (survey) return `/survey/${survey[1]}?draft=${draft.id}${survey[2] ? `&flow=${survey[2]}` : ''}`;
  return undefined;
}

/**
 * What the record is about, from what this device holds: a case change names its case (the pulled copy,
 * or the intake waiting with it); survey answers name the survey and the respondent's IIN.
 */
export async function draftSubject(draft: Pick<DraftRow, 'kind' | 'data'>, locale: string) {
  const data = (draft.data ?? {}) as Data;
  if (draft.kind.startsWith('cases.') && typeof data.case_uuid === 'string') {
    const pulled = await db.pulled.where('type').equals('lawyer_case').toArray();
    const c = pulled.map((p) => p.data as Data).find((x) => x.uuid === data.case_uuid);
    const intake = c ? undefined : await db.drafts.get(data.case_uuid);
    const subject = (c ?? (intake?.data as Data | undefined)) as Data | undefined;
    return subject ? [subject.title, subject.name].filter((v) => typeof v === 'string' && v).join(' · ') : undefined;
  }
  const survey = SURVEY_KIND.exec(draft.kind);
  if (survey) {
    const saved = (await db.meta.get(`survey.definition.${survey[1]}`))?.value as { title: Label } | undefined;
    const title = saved ? labelIn(saved.title, locale) : undefined;
    return [title, typeof data.iin === 'string' && data.iin.trim() ? data.iin.trim() : undefined]
      .filter(Boolean)
      .join(' · ');
  }
  return undefined;
}

/** A short human label for a draft of any kind (its name field if it has one). */
export function draftLabel(data: unknown): string | undefined {
  const d = (data ?? {}) as Record<string, unknown>;
  const name = d.fio ?? d.full_name ?? d.name ?? d.title;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}
