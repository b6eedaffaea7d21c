/**
 * What a row that matched a stored record comes to, the same for every target (ADR 093): nothing to
 * change — "fill" found no empty field, "overwrite" the same values — is a duplicate; a change is
 * audited with only what it changed, before and after (the log is read by people, the snapshot restores).
 */
import type { RowBase, RowContext, RowResult } from './target.ts';
import type { SheetRow } from './sheet-rows.ts';

/** The row changes nothing: said on `field`, with the target's word for "the same values". */
export const nothingChanged = (base: RowBase, ctx: RowContext, field: string, unchanged: string): RowResult => ({
  ...base,
  outcome: 'duplicate',
  reasons: { [field]: [ctx.strategy === 'fill' ? 'imports.row.nothing_to_fill' : unchanged] },
});

/** The row updated the record: its snapshots before and after, for undo. */
export const updated = (
  base: RowBase,
  written: Pick<RowResult, 'userId' | 'applicationId' | 'before' | 'after'>,
): RowResult => ({ ...base, outcome: 'update', reasons: {}, ...written });

/** These fields of a record, by name. */
export const fieldsOf = (record: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, record[f]]));

/** The audit's before and after of a row update: the job and row, then what changed from what. */
export const updateAudit = (
  ctx: RowContext,
  row: SheetRow,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => ({
  before: { import_job_id: ctx.job.id, row: row.row, ...before },
  after: { import_job_id: ctx.job.id, row: row.row, strategy: ctx.strategy, ...after },
});
