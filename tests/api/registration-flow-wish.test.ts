/**
 * A flow chosen on the registration form (offered from GET /api/cato_flows) is joined on arrival while a
 * seat is left; a flow full, ended, archived or in another district by then leaves the person waiting
 * for the office — the registration itself is never refused for it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications, flows } from '../../db/schema.ts';
import { todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { insertFlow } from '../support/flows.ts';
import { device } from '../support/push.ts';
import { AKMOLA, KOKSHETAU, registrationForm } from '../support/registration-data.ts';
import { makeTestApp } from '../support/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

const day = (offset: number) =>
  new Date(Date.parse(todayInKazakhstan()) + offset * 86_400_000).toISOString().slice(0, 10);

const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
const tablet = device(t, op.token);

/** Registers one person wishing for `flowId` (as the form sends it: a string); answers the application's flow. */
async function register(flowId: number | string) {
  const r = await tablet.push('registration.submit', {
    client_record_id: crypto.randomUUID(),
    form: registrationForm({ flow_id: String(flowId) }),
  });
  expect(r.status).toBe('applied');
  return t.db
    .select()
    .from(applications)
    .where(eq(applications.id, Number(r.entity!.id)))
    .get()!.flowId;
}

const versionOf = (id: number) => t.db.select().from(flows).where(eq(flows.id, id)).get()!.serverVersion;

describe('a flow chosen on the registration form', () => {
  it('is joined while a seat is left; the next person, the flow full, waits for the office', async () => {
    const flow = insertFlow(t.db, {
      regionId: AKMOLA,
      districtId: KOKSHETAU,
      startDate: day(3),
      endDate: day(7),
      capacity: 1,
    });
    const before = versionOf(flow.id);
    expect(await register(flow.id)).toBe(flow.id);
    expect(versionOf(flow.id)).toBeGreaterThan(before); // the trainer's tablet pulls the new participant
    expect(await register(flow.id)).toBeNull();
  });

  it('is not joined when it has ended, is archived, is in another district, or does not exist', async () => {
    const ended = insertFlow(t.db, { regionId: AKMOLA, districtId: KOKSHETAU, startDate: day(-9), endDate: day(-5) });
    const archived = insertFlow(t.db, {
      regionId: AKMOLA,
      districtId: KOKSHETAU,
      startDate: day(2),
      endDate: day(6),
      archivedAt: new Date(),
    });
    const elsewhere = insertFlow(t.db, { regionId: AKMOLA, districtId: 111600000, startDate: day(2), endDate: day(6) });
    for (const id of [ended.id, archived.id, elsewhere.id, 999_999]) expect(await register(id)).toBeNull();
  });

  it('is optional: an empty choice is no wish', async () => {
    expect(await register('')).toBeNull();
  });
});
