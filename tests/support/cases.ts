/** Consultation cases in API tests: a tablet that pushes with its own clock, and an intake's args. */
import type { MutationResult } from '../../contract/sync.ts';
import { AKMOLA, KOKSHETAU, nextIin } from './registration-data.ts';
import type { makeTestApp } from './test-app.ts';

export function tablet(t: ReturnType<typeof makeTestApp>, token: string) {
  const clientId = crypto.randomUUID();
  let nextId = 1;
  return {
    /** Pushes one mutation made at `at` by the device's clock (now by default). */
    async push(name: string, args: unknown, at: number = Date.now()): Promise<Omit<MutationResult, 'id'>> {
      const res = await t.call('POST', '/api/sync/push', {
        token,
        body: {
          clientId,
          clientSecret: 'cd'.repeat(32),
          schemaVersion: 1,
          mutations: [{ id: nextId++, name, args, createdAt: at }],
        },
      });
      if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
      const { data } = (await res.json()) as { data: { results: MutationResult[] } };
      const { id: _id, ...result } = data.results[0]!;
      return result;
    },
  };
}

export const intakeArgs = (over: Record<string, unknown> = {}) => ({
  case_uuid: crypto.randomUUID(),
  iin: nextIin(),
  name: 'Асель Нурланқызы',
  phone: '+7 701 555 12 34',
  type: 'judicial_bankruptcy',
  title: 'Кредиттер, 3 банк',
  problem: 'Төлей алмай жүр, 14 ай',
  region_id: AKMOLA,
  district_id: KOKSHETAU,
  ...over,
});
