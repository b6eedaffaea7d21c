/** A real app on a real, temporary SQLite file, for `app.request()` tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ROLES, type RoleSlug } from '../../db/roles.ts';
import { createApp } from '../../api/app.ts';
import { loadConfig, type Config } from '../../api/config.ts';
import { hashPassword } from '../../api/lib/password.ts';
import type { AnyMutation } from '../../api/sync/registry.ts';

export function makeTestApp(overrides: Partial<Config> = {}, extraMutations: AnyMutation[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'qaryzsyz-test-'));
  // Named as the server names it, so the directory is a real DATA_DIR (a backup's and a restore's tests use it so).
  const db = openDatabase(join(dir, 'qaryzsyz.sqlite'));
  // Reads run inline on the test's connection: each test file would otherwise boot read workers, each
  // compiling the API's TypeScript again. The workers themselves are proven in api/read-pool.test.ts
  // (the same answers and bytes as inline) and by the e2e suite against the built server.
  const config = { ...loadConfig({ DATA_DIR: dir }), readWorkers: 0, ...overrides };
  const app = createApp({ db, config, extraMutations });
  let phoneSeq = 0;

  const call = (
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; locale?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(opts.locale ? { 'X-Localization': opts.locale } : {}),
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });

  /** Creates a user with a password and returns it signed in. */
  async function userWithRole(role: RoleSlug, extra: Partial<typeof users.$inferInsert> = {}) {
    const phone = `7700${String(++phoneSeq).padStart(7, '0')}`;
    const password = `pass-${role}-${phoneSeq}`;
    const user = db
      .insert(users)
      .values({
        name: `${role} ${phoneSeq}`,
        phone,
        passwordHash: await hashPassword(password),
        roleId: ROLES[role],
        ...extra,
      })
      .returning()
      .get();
    const res = await call('POST', '/api/auth/login', { body: { phone, password } });
    const { data } = (await res.json()) as { data: { token: string } };
    return { user, phone, password, token: data.token };
  }

  return {
    app,
    db,
    config,
    dir,
    call,
    userWithRole,
    close: () => (db.$client.close(), rmSync(dir, { recursive: true, force: true })),
  };
}
