/** The files of one contest application as the review screen shows them, in the form's field order. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, type contestApplications } from '../../db/schema.ts';
import type { ReviewFile } from '../../contract/contest-review.ts';
import { fileFields } from './review-export.ts';

export function applicationFiles(db: Db, app: typeof contestApplications.$inferSelect): ReviewFile[] {
  if (!app.fileIds.length) return [];
  const fields = fileFields(app.data);
  const rows = new Map(
    db
      .select()
      .from(files)
      .where(inArray(files.id, app.fileIds))
      .all()
      .map((f) => [f.id, f]),
  );
  return [...fields.entries()].flatMap(([id, field]) => {
    const f = rows.get(id);
    if (!f || f.status !== 'complete') return [];
    return [
      {
        id,
        field,
        kind: f.kind as ReviewFile['kind'],
        name: f.name,
        mime: f.mime,
        size: f.size,
        url: `/api/files/${id}`,
      },
    ];
  });
}
