/**
 * The real server plus `bench.record`: a record with no unique key of its own, so only the sync
 * layer's exactly-once handling (mutation ids) keeps a resent record from being stored twice.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { startServer } from '../../api/start.ts';
import { createTestTables, defineTestMutation, testMutations } from '../support/test-mutations.ts';

const benchRecord = defineTestMutation({
  name: 'bench.record',
  roles: ['admin'],
  args: z.object({ recordId: z.string(), text: z.string() }),
  apply(ctx, args) {
    ctx.tx.run(
      sql`INSERT INTO bench_records (record_id, client_id, mutation_id, text) VALUES (${args.recordId}, ${ctx.clientId}, ${ctx.mutationId}, ${args.text})`,
    );
  },
});

function createBenchTables(db: Db) {
  createTestTables(db);
  db.$client.exec(
    'CREATE TABLE IF NOT EXISTS bench_records (id INTEGER PRIMARY KEY, record_id TEXT NOT NULL, client_id TEXT, mutation_id INTEGER, text TEXT)',
  );
}

await startServer({ extraMutations: [...testMutations, benchRecord], onDatabase: createBenchTables });
