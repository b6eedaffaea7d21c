/**
 * Pushes that are ready together commit together (ADR 131): one write transaction for every push whose
 * preparation finished in the same turn of the event loop, each push in a savepoint of its own, so one
 * that throws (a gap, another device's id, out of password checks) takes back only its own records. The
 * transaction's fixed costs (its WAL sync, the pages every push touches, the people's search index) are
 * paid once per group instead of once per push: what queued pushes wait for behind one another.
 * A push is answered only after the group has committed; a commit that fails fails every push in it.
 */
import type { Db, Tx } from '../../db/client.ts';
import { withPeopleSearchDeferred } from '../../db/deferred-people-search.ts';

interface Job {
  work: (tx: Tx) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * better-sqlite3 runs a transaction function called inside another as a savepoint: released when it
 * returns, rolled back to when it throws. One such function per connection serves every use.
 */
const savepointFns = new WeakMap<object, <T>(fn: () => T) => T>();
export function savepoints(db: Db): <T>(fn: () => T) => T {
  let run = savepointFns.get(db.$client);
  if (!run) savepointFns.set(db.$client, (run = db.$client.transaction((fn: () => unknown) => fn()) as never));
  return run;
}

function commit(db: Db, jobs: Job[]) {
  const inSavepoint = savepoints(db);
  // Answered only once the group has committed: each job's answer waits here until then.
  const answers: (() => void)[] = [];
  try {
    db.transaction(
      (tx) =>
        withPeopleSearchDeferred(tx, () => {
          for (const job of jobs) {
            try {
              const value = inSavepoint(() => job.work(tx));
              answers.push(() => job.resolve(value));
            } catch (error) {
              // A full disk or an I/O error may have made SQLite roll back the whole transaction, not
              // just the savepoint: then nothing before this job stayed either, and the jobs after it
              // would run outside any transaction. The group fails as a whole; no push is acknowledged.
              if (!db.$client.inTransaction) throw error;
              answers.push(() => job.reject(error));
            }
          }
        }),
      { behavior: 'immediate' },
    );
  } catch (error) {
    // Nothing of the group stayed: every push fails with the cause, and its device sends it again.
    for (const job of jobs) job.reject(error);
    return;
  }
  for (const answer of answers) answer();
}

const queues = new WeakMap<object, Job[]>();

/** Runs `work` in the next group transaction on `db`; settles once that transaction has committed. */
export function commitTogether<T>(db: Db, work: (tx: Tx) => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db.$client);
    if (!queue) {
      queue = [];
      queues.set(db.$client, queue);
      // After this turn's I/O callbacks: every push whose body arrived meanwhile is ready by then.
      setImmediate(() => {
        queues.delete(db.$client);
        commit(db, queue!);
      });
    }
    queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
  });
}
