/**
 * The WAL's checkpoints, in a thread of their own (ADR 130). Left to SQLite, a checkpoint runs inside the commit
 * that crosses its threshold: that push (and every push queued behind it on the writer's loop) waits while
 * megabytes are copied into the database file and synced. Here a connection of its own copies what it may
 * every second, without blocking the writer or any reader (PASSIVE), at a lower priority than the writer.
 */
import Database from 'better-sqlite3';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

try {
  setPriority(0, 10);
} catch {
  /* the checkpoints still run, at the writer's priority */
}

const { file, everyMs } = (workerData as { input: { file: string; everyMs: number } }).input;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint, a schema change): the next second tries again.
  }
}, everyMs);
