/**
 * A clean stop on SIGTERM/SIGINT (README "Operating the server"): new connections are refused at once,
 * requests in flight (a push being read or committed, an upload chunk) get a grace period to be answered,
 * the import and video queues stop where the next start resumes them, the schedulers stop, and the
 * database is checkpointed and closed before the process exits 0. Whatever is cut when the grace ends was
 * never acknowledged, so its device sends it again under the same ids (the server answers `duplicate` for
 * what it already holds). A second signal cuts the grace short.
 */
import type { Server } from 'node:http';
import type { Worker } from 'node:worker_threads';
import type { ServerType } from '@hono/node-server';
import type { Db } from '../db/client.ts';
import { stopTranscodes } from './content/transcode-queue.ts';
import { stopImports } from './imports/queue.ts';
import { log } from './lib/logger.ts';

export interface StopDeps {
  /** The listeners, the public one first; each stops accepting at once. */
  servers: ServerType[];
  db: Db;
  checkpointer: Worker;
  graceMs: number;
  /** Schedulers and other work to end before the database closes; awaited within the grace. */
  onStop: (() => unknown)[];
  exit?: (code: number) => void;
}

/** Closes idle keep-alive connections until every request in flight is answered; cuts the rest at `cut`. */
function drainHttp(server: Server, cut: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    // A connection whose answer has just gone out is idle, and would otherwise stay open for keep-alive.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    void cut.then(() => server.closeAllConnections());
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
  });
}

const within = (work: Promise<unknown>, cut: Promise<void>) => Promise.race([work.catch(() => undefined), cut]);

export function gracefulStop(deps: StopDeps): (signal: NodeJS.Signals) => void {
  let cutNow: () => void = () => undefined;
  let stopping = false;
  return (signal) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: cutting requests still in flight');
      return cutNow();
    }
    stopping = true;
    const started = Date.now();
    const cut = new Promise<void>((resolve) => {
      cutNow = resolve;
      setTimeout(resolve, deps.graceMs).unref();
    });
    log.info({ signal, graceMs: deps.graceMs }, 'stopping: no new connections, answering requests in flight');
    const imports = stopImports(deps.db);
    void (async () => {
      await Promise.all(deps.servers.map((s) => drainHttp(s as Server, cut)));
      await within(Promise.all([imports, ...deps.onStop.map(async (stop) => stop())]), cut);
      // Synchronously from here on: nothing else may write between the video queue's stop and the close.
      stopTranscodes(deps.db);
      try {
        deps.db.$client.pragma('wal_checkpoint(TRUNCATE)');
      } catch (e) {
        log.warn({ err: e }, 'final checkpoint skipped; the WAL is replayed at the next start');
      }
      deps.db.$client.close();
      void deps.checkpointer.terminate();
      log.info({ ms: Date.now() - started }, 'stopped');
      (deps.exit ?? process.exit)(0);
    })().catch((e: unknown) => {
      log.fatal({ err: e }, 'stop failed');
      (deps.exit ?? process.exit)(1);
    });
  };
}
