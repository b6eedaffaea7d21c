/**
 * Purging the files of removed case documents after their grace period (ADR 095): the bytes and the
 * file row go, the case's timeline keeps the document's name, type, who filed and who removed it, and
 * the user-action log records the purge. Run by the hourly sweep beside the abandoned uploads.
 */
import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import { purgeableCaseFiles } from '../consultations/file-access.ts';
import { audit } from '../lib/audit.ts';
import { log } from '../lib/logger.ts';

const DAY_MS = 86_400_000;

export async function purgeRemovedCaseFiles(db: Db, config: Config, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - config.cases.documentPurgeDays * DAY_MS);
  const ids = purgeableCaseFiles(db, before);
  const directory = join(config.dataDir, 'uploads');
  const purged: string[] = [];
  for (const id of ids) {
    try {
      // The row first: if anything still holds it, the bytes stay and the next sweep tries again.
      db.transaction((tx) => {
        const row = tx.select().from(files).where(eq(files.id, id)).get();
        tx.delete(files).where(eq(files.id, id)).run();
        audit(tx, {
          action: 'cases.document_purge',
          userId: null,
          subjectType: 'file',
          subjectId: id,
          before: row ? { name: row.name, mime: row.mime, size: row.size, owner_id: row.ownerId } : null,
          after: null,
        });
      });
    } catch (e) {
      log.error({ err: e, fileId: id }, 'removed case document not purged');
      continue;
    }
    await rm(join(directory, id), { force: true });
    await rm(join(directory, `${id}.json`), { force: true });
    purged.push(id);
  }
  return purged;
}
