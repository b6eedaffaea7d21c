/**
 * The documents a case holds now, read from its timeline: every `document` event not followed by a
 * `document_deleted` one naming it (ADR 091: removal is a soft delete, kept in the history).
 */
import type { consultationEvents } from '../../db/schema.ts';
import type { CaseDocument, DocumentType } from '../../contract/consultation-documents.ts';

type EventRow = typeof consultationEvents.$inferSelect;

export function caseDocuments(events: EventRow[], names: Map<number, string>): CaseDocument[] {
  const removed = new Set(events.filter((e) => e.kind === 'document_deleted').map((e) => e.after?.document_uuid));
  return events
    .filter((e) => e.kind === 'document' && e.clientRecordId && !removed.has(e.clientRecordId))
    .map((e) => {
      const a = e.after as { type: DocumentType; file_id: string; name: string; mime: string };
      return {
        uuid: e.clientRecordId!,
        type: a.type,
        name: a.name,
        mime: a.mime,
        file_id: a.file_id,
        url: `/api/files/${a.file_id}`,
        at: e.at.getTime(),
        user_name: e.userId === null ? null : (names.get(e.userId) ?? null),
      };
    });
}
