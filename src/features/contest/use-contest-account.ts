/**
 * The villager's account, made when the link allows: an application queued offline carries the IIN and
 * password typed into the form; once online, this signs in to (or creates) that applicant account so
 * the photos can upload and the record can be sent. A wrong password puts the record back to the person.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { ROLES } from '../../../api/schemas/roles.ts';
import { api, ApiError } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { db } from '../../lib/db.ts';
import { signIn, useSession } from '../../lib/session.ts';
import { useOnline } from '../../lib/use-online.ts';
import { markRejected } from '../../sync/outbox.ts';

interface Args {
  full_name: string;
  iin: string;
  phone: string;
  password: string;
}

export function useContestAccount() {
  const online = useOnline();
  const session = useSession();
  const busy = useRef(false);
  const waiting = useLiveQuery(() =>
    db.outbox
      .where('status')
      .anyOf('pending', 'inflight')
      .filter((r) => r.name === 'contest.submit')
      .first(),
  );

  useEffect(() => {
    if (!online || !waiting || busy.current) return;
    const args = waiting.args as Args;
    if (session?.user.iin === args.iin) return;
    // Never replace a staff member's session on a shared tablet; only a villager's own (or none).
    if (session && session.user.role_id !== ROLES.applicant) return;
    busy.current = true;
    const { full_name, iin, phone, password } = args;
    api<Answer<typeof client.api.contest.account.$post>>('/contest/account', {
      body: { full_name, iin, phone, password },
    })
      .then(({ data }) => signIn(data.token, data.user))
      .catch(async (e: unknown) => {
        if (!(e instanceof ApiError) || e.status !== 422) return; // offline or busy: try again later
        const errors = Object.fromEntries(Object.keys(e.errors).map((k) => [k, [`contest.account.refused.${k}`]]));
        await markRejected(db, waiting, errors);
      })
      .finally(() => (busy.current = false));
  }, [online, waiting, session]);
}
