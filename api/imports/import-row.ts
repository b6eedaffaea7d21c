/**
 * One file row, in the dry run and in the import alike: mapped into the target's form, KATO names
 * resolved, duplicates within the file found, then a new record or, when the IIN is already stored, the
 * run's duplicate strategy: skip, fill empty fields, overwrite (ADR 083). What a record is, how it is
 * created and updated, is the target's (ADR 093). Every write happens in a savepoint; a dry run rolls
 * that savepoint back, so its report is what the import would do, computed by the same code (ADR 082).
 */
import type { Tx } from '../../db/client.ts';
import { resolveKato } from './kato-match.ts';
import { lostLetterErrors } from './lost-letters.ts';
import { mappedCells } from './row-form.ts';
import { inSavepoint, recordId } from './savepoint.ts';
import type { SheetRow } from './sheet-rows.ts';
import type { ImportTargetDef, RowContext, RowResult } from './target.ts';

export type { RowContext, RowResult } from './target.ts';

export function importRow(tx: Tx, ctx: RowContext, target: ImportTargetDef, r: SheetRow): RowResult {
  const cells = mappedCells(r.cells, ctx.mapping);
  const result = rowResult(tx, ctx, target, r, cells);
  if (result.outcome !== 'error') return result;
  // The forms say "required" of a choice they cannot read; a filled cell is not missing, it is not understood.
  const reasons = Object.fromEntries(
    Object.entries(result.reasons).map(([f, ids]) => [
      f,
      cells[f] ? ids.map((id) => (id === 'validation.required' ? 'imports.row.unreadable' : id)) : ids,
    ]),
  );
  return { ...result, reasons };
}

function rowResult(
  tx: Tx,
  ctx: RowContext,
  target: ImportTargetDef,
  r: SheetRow,
  cells: Record<string, string>,
): RowResult {
  const values = target.toForm(cells);
  const { questions, errors: katoErrors } = resolveKato(ctx.kato, values, ctx.picks);
  const iin = typeof values.iin === 'string' && values.iin ? values.iin : null;
  const fio = typeof values.fio === 'string' && values.fio ? values.fio : null;
  // People are told apart by their IIN; other records (a unit) by the target's own key.
  const { key, name } = target.identify ? target.identify(values) : { key: iin, name: fio };
  const base = { name, iin: target.identify ? null : iin, kato: questions };
  const lost = lostLetterErrors(cells);
  if (Object.keys(lost).length) return { ...base, outcome: 'error', reasons: lost };
  const keyField = target.keyFields.at(-1)!;
  const own = key === null ? '' : `${target.identify ? 'key' : 'iin'}:${key}`;
  const keys = [
    [own, keyField] as const,
    ...(target.phoneUnique ? [[`phone:${String(values.phone ?? '')}`, 'phone'] as const] : []),
  ];
  for (const [k, field] of keys) {
    if (k === '' || k.endsWith(':') || k.endsWith(':null')) continue;
    const first = ctx.seen.get(k);
    if (first !== undefined && first !== r.row)
      return {
        ...base,
        outcome: field === keyField ? 'duplicate' : 'error',
        reasons: { [field]: ['imports.row.duplicate_in_file'] },
      };
  }
  if (own) ctx.seen.set(own, r.row);
  if (values.phone && target.phoneUnique) ctx.seen.set(`phone:${String(values.phone)}`, r.row);
  const input = { row: r, values, katoErrors, base };
  const id = recordId(ctx.job.id, r.row);
  const create = () => inSavepoint(tx, ctx.dry, (sp) => target.create(sp, ctx, input, id));
  if (!key) return create();
  // A row imported before the process died is recognised by its record id: not again, not a duplicate.
  const done = target.resumed(tx, id);
  if (done) return { ...base, outcome: 'create', reasons: {}, before: null, ...done };
  const existing = target.existing(tx, key, values);
  if (!existing) return create();
  const refused = target.refuse?.(existing);
  if (refused) return { ...base, outcome: 'error', reasons: refused };
  if (ctx.strategy === 'skip' && !target.updatesOnly)
    return { ...base, outcome: 'duplicate', reasons: { [keyField]: [target.skipped] } };
  return target.update(tx, ctx, input, existing, (write) => inSavepoint(tx, ctx.dry, write));
}
