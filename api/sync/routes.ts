/**
 * POST /api/sync/push and GET /api/sync/pull (DESIGN.md "Push" and "Pull"), and POST /api/sync/devices
 * (a device makes itself known at sign-in). Push bodies may be gzip-compressed (the client compresses
 * with CompressionStream): a 50-record batch shrinks ~9×.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { promisify } from 'node:util';
import { gunzip, gunzipSync } from 'node:zlib';
import { syncClients } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { FailureLimiter } from '../lib/rate-limit.ts';
import { jsonWithinBounds } from '../lib/json-bounds.ts';
import { badBody, conflict, forbidden, tooDeep, tooMany, unauthenticated } from '../lib/problem.ts';
import { validate, validationFailed } from '../lib/validate.ts';
import { requireAuth } from '../middleware/auth.ts';
import { fieldErrors } from '../../contract/errors.ts';
import { deviceSchema, pullQuery, pushSchema } from '../../contract/sync.ts';
import { applyPush, MutationGap } from './apply-push.ts';
import { countPushResults } from './push-metrics.ts';
import { clientRow, DeviceRefused, registerDevice } from './device.ts';
import { deviceMarks, shipsOffsite } from './marks.ts';
import { pullChanges } from './pull.ts';
import type { PullSource } from './registry.ts';
import type { AnyMutation } from './registry.ts';

const MAX_INFLATED = 8 * 1024 * 1024;
/** A batch as devices send it (50 registrations: about 200 KB) inflates in well under a millisecond. */
const INFLATED_IN_LOOP = 1024 * 1024;
const inflate = promisify(gunzip);

/**
 * A body that says it inflates to little is inflated on the loop: then every push whose bytes arrived
 * together reaches the commit group in the same turn (ADR 131), where a trip through the thread pool
 * would trickle them in one by one. Its last four bytes only claim the size, so the output is cut at that
 * claim; a larger body inflates in the pool.
 */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const raw = Buffer.from(await c.req.arrayBuffer());
  const gz = c.req.header('Content-Encoding')?.toLowerCase() === 'gzip';
  if (!gz) return JSON.parse(raw.toString('utf8'));
  const claimed = raw.length >= 18 ? raw.readUInt32LE(raw.length - 4) : Infinity;
  const text =
    claimed <= INFLATED_IN_LOOP
      ? gunzipSync(raw, { maxOutputLength: INFLATED_IN_LOOP })
      : await inflate(raw, { maxOutputLength: MAX_INFLATED });
  return JSON.parse(text.toString('utf8'));
}

/** A JSON body read as a push's (gzip allowed), its depth bounded before the schema or a hash walks it. */
async function boundedBody<T>(c: Context<AppEnv>, schema: { safeParse: (v: unknown) => T }): Promise<T> {
  let body: unknown;
  try {
    body = await readJson(c);
  } catch {
    throw badBody();
  }
  // lib/json-bounds.ts: a body nested 10,000 deep must not reach recursive code.
  if (!jsonWithinBounds(body)) throw tooDeep();
  return schema.safeParse(body);
}

/** Another device owns this client id: 403 with a message id, and nothing changed. */
const refused = () =>
  forbidden('sync.device.refused', 'device_refused').with({ errors: { _: ['sync.device.refused'] } });

export function syncRoutes(
  mutations: AnyMutation[],
  sources: PullSource[],
  anonymous: Config['anonymousPush'],
  backup: Config['backup'],
) {
  const backups = shipsOffsite(backup);
  const registry = new Map(mutations.map((m) => [m.name, m]));
  // Anyone may push public records, so each one is counted per address before it is stored: what a
  // caller without an account can write to disk stays bounded.
  const anonymousRecords = new FailureLimiter(anonymous.perAddress, anonymous.windowMs);

  return new Hono<AppEnv>()
    .post('/push', countPushResults, async (c) => {
      const { db, user, ip, passwordChecks } = c.var;
      const parsed = await boundedBody(c, pushSchema);
      if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
      const needsUser = parsed.data.mutations.some((m) => !registry.get(m.name)?.roles.includes('public'));
      if (needsUser && !user) throw unauthenticated();
      const wait = user ? 0 : anonymousRecords.take(ip, parsed.data.mutations.length);
      if (wait) throw tooMany(wait);
      try {
        return c.json({ data: await applyPush(db, registry, user, ip, parsed.data, passwordChecks, backups) });
      } catch (e) {
        if (e instanceof DeviceRefused) throw refused();
        if (!(e instanceof MutationGap)) throw e;
        throw conflict('sync.gap', 'mutation_gap').with({ extra: { ...e.marks } });
      }
    })
    .post('/devices', requireAuth, async (c) => {
      // Read as push bodies are: the device's transport gzips every JSON body it can.
      const parsed = await boundedBody(c, deviceSchema);
      if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
      const { clientId, clientSecret } = parsed.data;
      try {
        return c.json({ data: registerDevice(c.var.db, clientId, clientSecret, c.var.user!.id) });
      } catch (e) {
        if (e instanceof DeviceRefused) throw refused();
        throw e;
      }
    })
    .get('/pull', requireAuth, validate('query', pullQuery), (c) => {
      const { cursor, limit, clientId } = c.req.valid('query');
      const { db, user } = c.var;
      const row = clientId ? clientRow(db, clientId) : undefined;
      // A device another account last used is not this caller's to read about.
      const marks = clientId && (!row || row.userId === user!.id) ? deviceMarks(db, backups, row) : null;
      return c.json({ data: { ...pullChanges(db, sources, user!, cursor, limit), marks } });
    })
    .get('/clients/:id', requireAuth, (c) => {
      const row = c.var.db
        .select()
        .from(syncClients)
        .where(eq(syncClients.clientId, c.req.param('id')))
        .get();
      const mine = row && row.userId === c.var.user!.id;
      return c.json({ data: { known: Boolean(mine), lastMutationId: mine ? row.lastMutationId : 0 } });
    });
}
