/**
 * The account's data: fetched from /api/personal-data when online and kept on the device, so the
 * account opens offline too; application statuses that pull brought since then win.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { client, read, type Answer } from '../../lib/api-client.ts';
import { db } from '../../sync/db.ts';

/** What /api/personal-data answers, as the device keeps it. */
export type PersonalData = Answer<(typeof client.api)['personal-data']['$get']>['data'];

const key = (userId: number) => `account:${userId}`;

export function usePersonalData(userId: number) {
  const refresh = useCallback(async () => {
    const { data } = await read(client.api['personal-data'].$get());
    await db.meta.put({ key: key(userId), value: data });
    return data;
  }, [userId]);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  const saved = useLiveQuery(async () => (await db.meta.get(key(userId)))?.value as PersonalData | undefined, [userId]);
  const pulled = useLiveQuery(() => db.pulled.where('type').equals('application').toArray(), []);
  type Pulled = { status?: PersonalData['applications'][number]['status']; status_reason?: string | null };
  const byId = new Map(pulled?.map((p) => [String(p.id), p.data as Pulled]));
  const data = saved && {
    ...saved,
    applications: saved.applications.map((a) => {
      const fresh = byId.get(String(a.id));
      // A pulled row carries the status and its reason together; an older pull may lack the reason.
      return fresh?.status ? { ...a, status: fresh.status, status_reason: fresh.status_reason ?? null } : a;
    }),
  };
  return { data, refresh, save: (d: PersonalData) => db.meta.put({ key: key(userId), value: d }) };
}
