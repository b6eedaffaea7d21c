/**
 * Whether a file may be read as a document of a case the user works (ADR 091): the case's lawyer reads a
 * document an admin (or the lawyer before them) uploaded. A removed document is not offered this way;
 * its uploader and admins still read it under the files route's own rule.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultationEvents, consultations } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import { caseDocuments } from './case-documents.ts';
import { mayWork } from './access.ts';

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
