/**
 * Each server import boundary of eslint/server-boundaries.js, proven to fire on probe code linted as
 * if it lived at a real path (and a legal import proven to pass), so a rule that silently stops
 * matching fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

const ZONES = 'import-x/no-restricted-paths';

describe('server import boundaries', () => {
  it('infrastructure (api/lib, api/sync, api/middleware) never imports a domain', async () => {
    for (const file of ['api/lib/probe.ts', 'api/sync/probe.ts', 'api/middleware/probe.ts'])
      expect(await ruleIds(file, "export { flowRoutes } from '../flows/routes.ts';\n")).toContain(ZONES);
  });

  it('db/ never imports a domain', async () => {
    expect(await ruleIds('db/probe.ts', "export { flowJson } from '../api/flows/access.ts';\n")).toContain(ZONES);
  });

  it('contract/ imports no api or db code, no Node module and no server package', async () => {
    expect(await ruleIds('contract/probe.ts', "export { translator } from '../api/lib/i18n.ts';\n")).toContain(ZONES);
    expect(await ruleIds('contract/probe.ts', "export { kato } from '../db/schema.ts';\n")).toContain(ZONES);
    expect(await ruleIds('contract/probe.ts', "export { readFileSync } from 'node:fs';\n")).toContain(
      'import-x/no-nodejs-modules',
    );
    expect(await ruleIds('contract/probe.ts', "export { Hono } from 'hono';\n")).toContain('no-restricted-imports');
  });

  it("a domain never imports another domain's internals, only what that domain offers", async () => {
    const probe = 'api/applications/probe.ts';
    expect(await ruleIds(probe, "export { flowRoutes } from '../flows/routes.ts';\n")).toContain(ZONES);
    expect(await ruleIds(probe, "export { isOperator } from '../flows/access.ts';\n")).not.toContain(ZONES);
  });

  it('only composition roots import api/app.ts and the mutation table; api/ never imports tests/', async () => {
    expect(await ruleIds('api/flows/probe.ts', "export { createApp } from '../app.ts';\n")).toContain(ZONES);
    expect(await ruleIds('api/sync/probe.ts', "export { mutations } from '../mutations.ts';\n")).toContain(ZONES);
    expect(
      await ruleIds('api/lib/probe.ts', "export { makeTestApp } from '../../tests/support/test-app.ts';\n"),
    ).toContain(ZONES);
  });

  it('only composition roots import the read workers’ table of every domain’s reads', async () => {
    expect(await ruleIds('api/flows/probe.ts', "export { readsOn } from '../reads.ts';\n")).toContain(ZONES);
    expect(await ruleIds('api/lib/probe.ts', "export { readsOn } from '../reads.ts';\n")).toContain(ZONES);
  });

  it('no import cycle in api/', async () => {
    // api/flows/roster-change.ts imports ./status.ts: status importing it back closes a cycle.
    expect(await ruleIds('api/flows/status.ts', "export { moveToFlow } from './roster-change.ts';\n")).toContain(
      'import-x/no-cycle',
    );
  });

  it('legal imports pass: infrastructure, schemas, db and offered modules', async () => {
    const code = [
      "export { audit } from '../lib/audit.ts';",
      "export { defineMutation } from '../sync/registry.ts';",
      "export { requireRole } from '../middleware/auth.ts';",
      "export { flowSchema } from '../schemas/flows.ts';",
      "export { flows } from '../../db/schema.ts';",
      "export { katoMismatch } from '../reference/kato-check.ts';",
      "export { bumpFlow } from './status.ts';",
      '',
    ].join('\n');
    expect(await ruleIds('api/flows/probe.ts', code)).toEqual([]);
  });
});
