/**
 * The villager's account, made when the link allows: an application queued offline carries the IIN and
 * password typed into the form; once online, this signs in to that applicant account so the photos can
 * upload and the record can be sent. A new account claims an IIN, so the server first asks for the
 * phone to be confirmed by SMS (`confirming`: the step shows, `confirm` finishes with the token). A
 * refusal puts the record back to the person.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../api/schemas/errors.ts';
import { ROLES } from '../../../api/schemas/roles.ts';
import { api, ApiError } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { db, type OutboxRow } from '../../lib/db.ts';
import { signIn, useSession } from '../../lib/session.ts';
import { useOnline } from '../../lib/use-online.ts';
import { markRejected } from '../../sync/outbox.ts';

interface Args {
  full_name: string;
  iin: string;
  phone: string;
  password: string;
}

/** Fields whose refusal reads better in the contest's own words than in the server's. */
const REFUSED = new Set(['full_name', 'iin', 'password', 'phone']);
const onFields = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([k, ids]) => [k, REFUSED.has(k) ? [`contest.account.refused.${k}`] : ids]),
  );

type Confirming = { row: OutboxRow; args: Args } | undefined;

/** Signs in (or, with a verification token, creates the account); a 422 asks for the phone or refuses the record. */
async function account(row: OutboxRow, args: Args, setConfirming: (c: Confirming) => void, verification?: string) {
  const { full_name, iin, phone, password } = args;
  try {
    const { data } = await api<Answer<typeof client.api.contest.account.$post>>('/contest/account', {
      body: { full_name, iin, phone, password, ...(verification ? { verification } : {}) },
    });
    signIn(data.token, data.user);
    setConfirming(undefined);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 422) throw e; // offline or busy: try again later
    // A token the server no longer takes is the SMS step's to show; anything else goes to the form.
    if (verification && e.errors.verification) throw e;
    if (!verification && e.errors.verification) return setConfirming({ row, args });
    setConfirming(undefined);
    await markRejected(db, row, onFields(e.errors));
  }
}

export function useContestAccount() {
  const online = useOnline();
  const session = useSession();
  const busy = useRef(false);
  const [confirming, setConfirming] = useState<Confirming>();
  const waiting = useLiveQuery(() =>
    db.outbox
      .where('status')
      .anyOf('pending', 'inflight')
      .filter((r) => r.name === 'contest.submit')
      .first(),
  );

  useEffect(() => {
    if (!online || !waiting || busy.current || confirming?.row.seq === waiting.seq) return;
    const args = waiting.args as Args;
    if (session?.user.iin === args.iin) return;
    // Never replace a staff member's session on a shared tablet; only a villager's own (or none).
    if (session && session.user.role_id !== ROLES.applicant) return;
    busy.current = true;
    account(waiting, args, setConfirming)
      .catch(() => undefined)
      .finally(() => (busy.current = false));
  }, [online, waiting, session, confirming]);

  return {
    confirming: confirming && { phone: confirming.args.phone },
    confirm: (verification: string) =>
      confirming ? account(confirming.row, confirming.args, setConfirming, verification) : undefined,
  };
}
