/**
 * The villager's account, made when the link allows: an application queued offline carries the IIN and
 * password typed into the form; once online, this signs in to that applicant account so the photos can
 * upload and the record can be sent. It runs wherever she is in the app (useContestAccountRunner, mounted
 * once with the app's notices), not only on the contest page. A new account claims an IIN, so the server
 * first asks for the phone to be confirmed by SMS: that wait is kept on the device (the `contestConfirm`
 * meta row), so every page can say "confirm your phone to send your application" and lead to the step,
 * and the contest form shows it (useContestConfirm). A refusal puts the record back to the person.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { FieldErrors } from '../../contract/errors.ts';
import { ROLES } from '../../contract/roles.ts';
import { markRejected } from '../sync/outbox.ts';
import { api, ApiError } from './api.ts';
import type { Answer, client } from './api-client.ts';
import { db, type OutboxRow } from '../sync/db.ts';
import { signIn, useSession } from './session.ts';
import { useOnline } from './use-online.ts';

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

/** An application waiting for the villager's phone to be confirmed by SMS: its outbox row, draft and phone. */
export interface ContestConfirm {
  seq: number;
  draftId: string | undefined;
  phone: string;
}
const KEY = 'contestConfirm';

async function setConfirming(c: { row: OutboxRow; args: Args } | undefined) {
  if (!c) return void (await db.meta.delete(KEY));
  const value: ContestConfirm = { seq: c.row.seq!, draftId: c.row.draftId, phone: c.args.phone };
  await db.meta.put({ key: KEY, value });
}

/** Signs in (or, with a verification token, creates the account); a 422 asks for the phone or refuses the record. */
async function account(row: OutboxRow, args: Args, verification?: string) {
  const { full_name, iin, phone, password } = args;
  try {
    const { data } = await api<Answer<typeof client.api.contest.account.$post>>('/contest/account', {
      body: { full_name, iin, phone, password, ...(verification ? { verification } : {}) },
    });
    signIn(data.token, data.user);
    await setConfirming(undefined);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 422) throw e; // offline or busy: try again later
    // A token the server no longer takes is the SMS step's to show; anything else goes to the form.
    if (verification && e.errors.verification) throw e;
    if (!verification && e.errors.verification) return setConfirming({ row, args });
    await setConfirming(undefined);
    await markRejected(db, row, onFields(e.errors));
  }
}

/** The application waiting for a phone confirmation, if any (undefined while read). */
export function useContestConfirm(): ContestConfirm | null | undefined {
  return useLiveQuery(async () => {
    const value = (await db.meta.get(KEY))?.value as ContestConfirm | undefined;
    // Sent or refused meanwhile (or the device's data cleared): nothing waits any more.
    const row = value && (await db.outbox.get(value.seq));
    return value && row && (row.status === 'pending' || row.status === 'inflight') ? value : null;
  });
}

/** Finishes the account with the SMS step's token; the wait ends when the server takes it. */
export async function confirmContestPhone(verification: string) {
  const value = (await db.meta.get(KEY))?.value as ContestConfirm | undefined;
  const row = value && (await db.outbox.get(value.seq));
  if (row) await account(row, row.args as Args, verification);
}

/** Signs the villager in (or asks for her phone) as soon as a queued application and a link are there. */
export function useContestAccountRunner() {
  const online = useOnline();
  const session = useSession();
  const busy = useRef(false);
  const confirming = useContestConfirm();
  const waiting = useLiveQuery(() =>
    db.outbox
      .where('status')
      .anyOf('pending', 'inflight')
      .filter((r) => r.name === 'contest.submit')
      .first(),
  );

  useEffect(() => {
    if (!online || !waiting || busy.current || confirming === undefined || confirming?.seq === waiting.seq) return;
    const args = waiting.args as Args;
    if (session?.user.iin === args.iin) return;
    // Never replace a staff member's session on a shared tablet; only a villager's own (or none).
    if (session && session.user.role_id !== ROLES.applicant) return;
    busy.current = true;
    account(waiting, args)
      .catch(() => undefined)
      .finally(() => (busy.current = false));
  }, [online, waiting, session, confirming]);
}
