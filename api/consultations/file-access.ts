/**
 * Case documents' files as the files domain needs them: whether a file may be read as a document of a
 * case the user works (ADR 091) — the case's lawyer reads a document an admin (or the lawyer before them)
 * uploaded; a removed document is not offered this way — and which removed documents' files have
 * outlived their grace period and may be purged (ADR 095).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultationEvents, consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { caseDocuments } from './case-documents.ts';
import { mayWork } from './access.ts';

/**
 * Whether the file was ever filed as a case document. Such a file is legally privileged personal data: only
 * admins and the lawyer of a case it is a document of read it, not its uploader once the case has moved on,
 * and not experts, who read other uploads (contest entries) to review them.
 */
export function isCaseDocument(db: Db, fileId: string): boolean {
  const e = consultationEvents;
  return (
    db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.kind, 'document'), sql`json_extract(${e.after}, '$.file_id') = ${fileId}`))
      .get() !== undefined
  );
}

export function caseFileReadable(db: Db, user: UserRow, fileId: string): boolean {
  const e = consultationEvents;
  const holders = db
    .select({ c: consultations })
    .from(e)
    .innerJoin(consultations, eq(consultations.id, e.consultationId))
    .where(and(eq(e.kind, 'document'), sql`json_extract(${e.after}, '$.file_id') = ${fileId}`))
    .all()
    .map((r) => r.c)
    .filter((c) => mayWork(user, c));
  return holders.some((c) =>
    caseDocuments(db.select().from(e).where(eq(e.consultationId, c.id)).all(), new Map()).some(
      (d) => d.file_id === fileId,
    ),
  );
}

/**
 * Files of documents removed before `before` (by the server's clock) that no document still on a case
 * refers to: their bytes may go. Removals are few, so this reads them all on each hourly sweep.
 */
export function purgeableCaseFiles(db: Db, before: Date): string[] {
  const rows = db.all<{ file_id: string }>(sql`
    SELECT DISTINCT json_extract(d.after, '$.file_id') AS file_id
    FROM consultation_events x
    JOIN consultation_events d
      ON d.kind = 'document' AND d.client_record_id = json_extract(x.after, '$.document_uuid')
    JOIN files f ON f.id = json_extract(d.after, '$.file_id')
    WHERE x.kind = 'document_deleted' AND x.created_at < ${before.getTime()}
      AND NOT EXISTS (
        SELECT 1 FROM consultation_events live
        WHERE live.kind = 'document'
          AND json_extract(live.after, '$.file_id') = json_extract(d.after, '$.file_id')
          AND NOT EXISTS (
            SELECT 1 FROM consultation_events gone
            WHERE gone.kind = 'document_deleted'
              AND json_extract(gone.after, '$.document_uuid') = live.client_record_id
          )
      )`);
  return rows.map((r) => r.file_id);
}
