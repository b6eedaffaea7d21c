import { inArray } from 'drizzle-orm';
import { files } from '../../db/schema.ts';
import { Rejection, type MutationContext } from './registry.ts';

/**
 * A record that references files is accepted only when each file is fully uploaded, verified and
 * owned by the sender: "success" is never shown while a photo is missing.
 */
export function requireCompleteFiles(ctx: MutationContext, refs: Record<string, string[]>) {
  const ids = [...new Set(Object.values(refs).flat())];
  if (!ids.length) return;
  const rows = ctx.tx.select().from(files).where(inArray(files.id, ids)).all();
  const ok = new Set(rows.filter((r) => r.status === 'complete' && r.ownerId === ctx.user?.id).map((r) => r.id));
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(refs))
    if (list.some((id) => !ok.has(id))) errors[field] = ['sync.file_incomplete'];
  if (Object.keys(errors).length) throw new Rejection(errors);
}
