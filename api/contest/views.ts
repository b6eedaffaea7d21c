/** Contest rows as the API shows them: the seed's snake_case names, titles in the asked language. */
import type { contestApplications, contestNominations } from '../../db/schema.ts';
import { pickLocalized, type Locale } from '../../contract/locale.ts';

export const nominationView = (n: typeof contestNominations.$inferSelect, locale: Locale) => ({
  id: n.id,
  slug: n.slug,
  kind: n.kind,
  category: n.category,
  title: pickLocalized(n.title, locale),
  description: pickLocalized(n.description, locale),
  prize: n.prize,
  sort: n.sort,
  active: n.active,
});

export const nominationAdminView = (n: typeof contestNominations.$inferSelect) => ({
  ...nominationView(n, 'ru'),
  title: n.title,
  description: n.description,
});

export const applicationView = (a: typeof contestApplications.$inferSelect) => ({
  id: a.id,
  record_id: a.clientRecordId,
  applicant_id: a.applicantId,
  nomination_id: a.nominationId,
  year: a.year,
  form: a.form,
  status: a.status,
  status_reason: a.statusReason,
  submitted_at: a.submittedAt.toISOString(),
  received_at: a.receivedAt.toISOString(),
  file_ids: a.fileIds,
});
