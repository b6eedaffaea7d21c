/** The checkpoint thread copies committed pages into the database file; the writer's commits no longer do. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { startCheckpointer } from './checkpointer.ts';

const dir = mkdtempSync(join(tmpdir(), 'qaryzsyz-checkpoint-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('copies the WAL into the database file from its own thread while the writer only commits', async () => {
  const file = join(dir, 'db.sqlite');
  const db = openDatabase(file);
  const worker = startCheckpointer(db, file, 50);
  try {
    expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    const before = statSync(file).size;
    db.$client.exec('CREATE TABLE filler (x BLOB)');
    const insert = db.$client.prepare('INSERT INTO filler VALUES (randomblob(4000))');
    for (let i = 0; i < 10; i++) db.$client.transaction(() => Array.from({ length: 50 }, () => insert.run()))();
    // 2 MB committed, far below the writer's own threshold: only the thread can have grown the file.
    await expect.poll(() => statSync(file).size - before, { timeout: 10_000 }).toBeGreaterThan(1_500_000);
  } finally {
    await worker.terminate();
    db.$client.close();
  }
});
