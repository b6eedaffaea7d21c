/**
 * `cases.document`: a document filed on a case by type, its file uploaded over tus first. The record
 * waits until that file is complete and the sender's (as a contest photo does), then it is stored once
 * per document UUID as a timeline event, with who, when, the type and the file's name (ADR 091).
 */
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema.ts';
import { requireCompleteFiles } from '../sync/require-files.ts';
import { defineCaseMutation } from './case-entry.ts';
import { clockSet, touchCase } from './touch.ts';

export const caseDocument = defineCaseMutation({
  name: 'cases.document',
  entryUuid: (args) => args.document_uuid,
  apply(ctx, args, { c, when, addEvent, audit }) {
    const { tx } = ctx;
    requireCompleteFiles(ctx, { file_id: [args.file_id] });
    const file = tx.select().from(files).where(eq(files.id, args.file_id)).get()!;
    const after = { type: args.type, file_id: file.id, name: file.name, mime: file.mime };
    const row = addEvent({ kind: 'document', after });
    touchCase(tx, c.id, clockSet(c, when.at));
    audit({ after: { event_id: row.id, ...after } });
    return row.id;
  },
});
