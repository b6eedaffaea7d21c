/** A device in API tests: pushes mutations through POST /api/sync/push with its own client id and ids. */
import type { MutationResult } from '../../contract/sync.ts';
import type { makeTestApp } from './test-app.ts';

export function device(t: ReturnType<typeof makeTestApp>, token: string) {
  const clientId = crypto.randomUUID();
  const clientSecret = 'ab'.repeat(32);
  let nextId = 1;
  return {
    clientId,
    clientSecret,
    /**
     * Pushes one mutation; `id` repeats an earlier mutation id (a resend after a lost answer); `createdAt`
     * is the device's clock when it made the change (now unless said).
     */
    async push(
      name: string,
      args: unknown,
      id = nextId++,
      createdAt = Date.now(),
    ): Promise<Omit<MutationResult, 'id'>> {
      const res = await t.call('POST', '/api/sync/push', {
        token,
        body: { clientId, clientSecret, schemaVersion: 1, mutations: [{ id, name, args, createdAt }] },
      });
      if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
      const { data } = (await res.json()) as { data: { results: MutationResult[] } };
      const { id: _id, ...result } = data.results[0]!;
      return result;
    },
  };
}
