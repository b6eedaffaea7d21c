/**
 * Starts the real server (built PWA + API + SQLite) on a free port with its own DATA_DIR, as the
 * e2e and fault-injection suites need it. Nothing is assumed to be running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_ADMIN = { phone: '77000000001', password: 'e2e-admin-secret' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startServer(
  opts: { dataDir?: string; port?: number; env?: Record<string, string>; entry?: string } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'qaryzsyz-e2e-'));
  let log = '';
  // The built server, as `npm start` runs it (`npm run build` made it); a test's own TypeScript entry
  // (extra mutations, test tables) runs through tsx.
  const entry = opts.entry ?? 'dist-server/server.mjs';
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // As `npm run serve` starts it: two malloc arenas, not one per thread (ADR 129).
      MALLOC_ARENA_MAX: '2',
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Cheap password hashes for the test server only: see scryptLogN in api/lib/password.ts.
      NODE_ENV: 'test',
      SCRYPT_LOG_N: '10',
      // Every browser of the suite pushes from 127.0.0.1: one address, far more than one person.
      ANONYMOUS_PUSH_MAX_PER_ADDRESS: '100000',
      SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
      // A scripted learner answers a question in well under a second, faster than any person (ADR 114).
      LEARN_MIN_SECONDS_PER_QUESTION: '0.1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A TypeScript entry is compiled by tsx on start: on a loaded two-core machine that alone can take half a minute.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
