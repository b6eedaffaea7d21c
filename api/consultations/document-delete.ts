/**
 * `cases.document_delete`: a document leaves the case's list and checklist. It is a soft delete (ADR
 * 091): the document's event and its file row stay as they were, and a `document_deleted` event says
 * who removed which document and when, so the timeline and an admin can still tell what was filed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { consultationEvents } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, reject } from '../sync/registry.ts';
import { eventByUuid, workableCase } from './access.ts';
import { touchCase } from './touch.ts';

export const caseDocumentDelete = defineMutation({
  name: 'cases.document_delete',
  roles: ['lawyer', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const known = eventByUuid(tx, args.event_uuid);
    if (known) return { entity: { type: 'consultation_event', id: known.id } };
    const c = workableCase(tx, user!, args.case_uuid);
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
    if (gone) return { entity: { type: 'consultation_event', id: gone.id } };
    const when = deviceTime(ctx.createdAt, ctx.receivedAt, c.createdAt.getTime());
    const after = { document_uuid: args.document_uuid, type: doc.after?.type, name: doc.after?.name };
    const row = tx
      .insert(e)
      .values({
        consultationId: c.id,
        kind: 'document_deleted',
        userId: user!.id,
        clientRecordId: args.event_uuid,
        at: when.at,
        after,
      })
      .returning()
      .get();
    touchCase(tx, c.id);
    ctx.audit({
      action: 'cases.document_delete',
      subjectType: 'consultation',
      subjectId: c.id,
      before: { event_id: doc.id, ...doc.after },
      after: { event_id: row.id },
    });
    return { entity: { type: 'consultation_event', id: row.id } };
  },
});
