/**
 * The numbered certificate of one completed application (ADR 115): read from /api/learn/certificates
 * (which issues it on the first read after completion) and kept on the device, so the page opens offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { client, read, type Answer } from '../../lib/api-client.ts';
import { db } from '../../sync/db.ts';
import { getSession } from '../../lib/session.ts';

type Certificates = Answer<typeof client.api.learn.certificates.$get>['data'];

export function useTrainingCertificate(applicationId: number) {
  const key = `my-flow:certificates:${getSession()?.user.id ?? 'none'}`;
  useEffect(() => {
    if (!getSession()) return;
    read(client.api.learn.certificates.$get())
      .then(({ data }) => db.meta.put({ key, value: data }))
      .catch(() => undefined);
  }, [key]);
  const saved = useLiveQuery(async () => ((await db.meta.get(key))?.value as Certificates | undefined) ?? [], [key]);
  return saved?.find((c) => c.kind === 'training' && c.application_id === applicationId);
}
