/**
 * A row's writes run in a savepoint: a refused row leaves nothing behind, and a dry run rolls back what
 * the row wrote and keeps only what it found out, so its report is what the import would do (ADR 082).
 */
import type { Tx } from '../../db/client.ts';
import type { RowResult } from './target.ts';

class DryRollback extends Error {
  constructor(readonly result: RowResult) {
    super('dry run');
  }
}

export function inSavepoint(tx: Tx, dry: boolean, write: (sp: Tx) => RowResult): RowResult {
  try {
    return tx.transaction((sp) => {
      const result = write(sp);
      if (dry) throw new DryRollback(result);
      return result;
    });
  } catch (e) {
    if (e instanceof DryRollback) return e.result;
    throw e;
  }
}

/** The client record id an imported row's record carries: a resumed run recognises its own rows. */
export const recordId = (jobId: number, row: number) => `import:${jobId}:${row}`;

export const hasErrors = (e: object) => Object.keys(e).length > 0;
