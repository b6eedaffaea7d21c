/**
 * Where each kind of draft is edited, so "This device" can open a record that needs attention.
 * Paths are under the locale prefix; features add their kind here when they add a form.
 */
export const draftLinks: Record<string, (draftId: string) => string> = {
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
};

/** A short human label for a draft of any kind (its name field if it has one). */
export function draftLabel(data: unknown): string | undefined {
  const d = (data ?? {}) as Record<string, unknown>;
  const name = d.fio ?? d.full_name ?? d.name ?? d.title;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}
