/**
 * `cases.document_delete`: a document leaves the case's list and checklist. It is a soft delete (ADR
 * 091): the document's event and its file row stay as they were, and a `document_deleted` event says
 * who removed which document and when, so the timeline and an admin can still tell what was filed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { consultationEvents } from '../../db/schema.ts';
import { reject } from '../sync/registry.ts';
import { defineCaseMutation } from './case-entry.ts';
import { touchCase } from './touch.ts';

export const caseDocumentDelete = defineCaseMutation({
  name: 'cases.document_delete',
  entryUuid: (args) => args.event_uuid,
  apply(ctx, args, { c, addEvent, audit }) {
    const { tx } = ctx;
    const e = consultationEvents;
    const doc = tx
      .select()
      .from(e)
      .where(and(eq(e.clientRecordId, args.document_uuid), eq(e.consultationId, c.id), eq(e.kind, 'document')))
      .get();
    if (!doc) return reject('document_uuid', 'cases.document.not_found');
    // Removed already (from another device): that removal stands, nothing is recorded twice.
    const gone = tx
      .select({ id: e.id })
      .from(e)
      .where(
        and(
          eq(e.consultationId, c.id),
          eq(e.kind, 'document_deleted'),
          sql`json_extract(${e.after}, '$.document_uuid') = ${args.document_uuid}`,
        ),
      )
      .get();
    if (gone) return gone.id;
    const after = { document_uuid: args.document_uuid, type: doc.after?.type, name: doc.after?.name };
    const row = addEvent({ kind: 'document_deleted', after });
    touchCase(tx, c.id);
    audit({ before: { event_id: doc.id, ...doc.after }, after: { event_id: row.id } });
    return row.id;
  },
});
