/**
 * Minimal mutations registered only in tests, so the sync engine is proven on its own: `test.note`
 * stores a note once per client record id; text "reject" is refused; `test.with_file` needs a file;
 * `test.throws` writes a note and then fails as a bug would (not a Rejection), anonymous devices too.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { reject, type MutationDef } from '../../api/sync/registry.ts';
import { requireCompleteFiles } from '../../api/sync/require-files.ts';

/**
 * Defines a mutation outside contract/mutations.ts, untyped by that map: only tests may, since
 * api/ never imports tests/ (eslint/server-boundaries.js).
 */
export const defineTestMutation = <S extends z.ZodType, P = undefined>(def: MutationDef<S, P>) => def;

export function createTestTables(db: Db) {
  db.$client.exec(
    'CREATE TABLE IF NOT EXISTS test_notes (id INTEGER PRIMARY KEY, record_id TEXT UNIQUE, text TEXT, user_id INTEGER, file_id TEXT)',
  );
}

export const testNote = defineTestMutation({
  name: 'test.note',
  roles: ['applicant', 'operator', 'trainer', 'admin'],
  args: z.object({ recordId: z.string(), text: z.string().min(1, 'validation.required') }),
  apply(ctx, args) {
    if (args.text === 'reject') reject('text', 'validation.invalid');
    const row = ctx.tx.get<{ id: number }>(
      sql`INSERT INTO test_notes (record_id, text, user_id) VALUES (${args.recordId}, ${args.text}, ${ctx.user?.id ?? null}) RETURNING id`,
    );
    return { entity: { type: 'test_note', id: row.id } };
  },
});

export const testWithFile = defineTestMutation({
  name: 'test.with_file',
  roles: ['applicant', 'operator', 'admin'],
  args: z.object({ recordId: z.string(), fileId: z.uuid() }),
  apply(ctx, args) {
    requireCompleteFiles(ctx, { photo: [args.fileId] });
    ctx.tx.run(
      sql`INSERT INTO test_notes (record_id, text, file_id) VALUES (${args.recordId}, 'file', ${args.fileId})`,
    );
  },
});

export const testThrows = defineTestMutation({
  name: 'test.throws',
  roles: ['public'],
  /** `code`: fail as the database would (e.g. SQLITE_FULL) instead of as a bug. */
  args: z.object({ recordId: z.string(), code: z.string().optional() }),
  apply(ctx, args) {
    ctx.tx.run(sql`INSERT INTO test_notes (record_id, text) VALUES (${args.recordId}, 'before the bug')`);
    if (args.code) throw Object.assign(new Error('database failure'), { code: args.code });
    throw new TypeError('a bug in a mutation');
  },
});

export const testMutations = [testNote, testWithFile, testThrows];
