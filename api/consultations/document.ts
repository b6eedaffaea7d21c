/**
 * `cases.document`: a document filed on a case by type, its file uploaded over tus first. The record
 * waits until that file is complete and the sender's (as a contest photo does), then it is stored once
 * per document UUID as a timeline event, with who, when, the type and the file's name (ADR 091).
 */
import { eq } from 'drizzle-orm';
import { consultationEvents, files } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation } from '../sync/registry.ts';
import { requireCompleteFiles } from '../sync/require-files.ts';
import { eventByUuid, workableCase } from './access.ts';
import { clockSet, touchCase } from './touch.ts';

export const caseDocument = defineMutation({
  name: 'cases.document',
  roles: ['lawyer', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const known = eventByUuid(tx, args.document_uuid);
    if (known) return { entity: { type: 'consultation_event', id: known.id } };
    const c = workableCase(tx, user!, args.case_uuid);
    requireCompleteFiles(ctx, { file_id: [args.file_id] });
    const file = tx.select().from(files).where(eq(files.id, args.file_id)).get()!;
    const when = deviceTime(ctx.createdAt, ctx.receivedAt, c.createdAt.getTime());
    const after = { type: args.type, file_id: file.id, name: file.name, mime: file.mime };
    const row = tx
      .insert(consultationEvents)
      .values({
        consultationId: c.id,
        kind: 'document',
        userId: user!.id,
        clientRecordId: args.document_uuid,
        at: when.at,
        after,
      })
      .returning()
      .get();
    touchCase(tx, c.id, clockSet(c, when.at));
    ctx.audit({
      action: 'cases.document',
      subjectType: 'consultation',
      subjectId: c.id,
      after: { event_id: row.id, ...after },
    });
    return { entity: { type: 'consultation_event', id: row.id } };
  },
});
