/**
 * How every entry a lawyer's tablet makes on a case is applied (a note, an outcome, a field, a document
 * filed or removed): only by a lawyer or an admin, stored once per entry UUID — sent twice, the first
 * answer comes back — and only on a case this user may work (access.ts), at the device's time within
 * lib/device-clock.ts's bounds. Each mutation file keeps only what its entry does.
 */
import type { z } from 'zod';
import { consultationEvents } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import type { AuditEntry } from '../lib/audit.ts';
import { deviceTime, type DeviceTime } from '../lib/device-clock.ts';
import type { mutationArgs, MutationName } from '../../contract/mutations.ts';
import type { AuditAction } from '../../contract/user-logs.ts';
import { defineMutation, type MutationContext, type Mutation } from '../sync/registry.ts';
import { eventByUuid, workableCase, type CaseRow } from './access.ts';

type Args<N extends MutationName> = z.output<(typeof mutationArgs)[N]>;
/** The mutations whose args name a case. */
type CaseMutationName = { [N in MutationName]: Args<N> extends { case_uuid: string } ? N : never }[MutationName] &
  AuditAction;
type EventValues = Omit<typeof consultationEvents.$inferInsert, 'consultationId' | 'userId' | 'clientRecordId' | 'at'>;

export interface CaseEntry {
  c: CaseRow;
  user: UserRow;
  when: DeviceTime;
  /** Adds the entry to the case's timeline under its UUID, by this user, at the device's time. */
  addEvent(values: EventValues): typeof consultationEvents.$inferSelect;
  /** Writes the user-action log of the entry on this case, under the mutation's name. */
  audit(entry: Pick<AuditEntry, 'changedUserId' | 'before' | 'after'>): void;
}

export function defineCaseMutation<N extends CaseMutationName>(def: {
  name: N;
  /** The entry's UUID among the args: what makes a resend the same entry. */
  entryUuid(args: Args<N>): string;
  /** What the device is told the entry is (a note is its own kind of record on the device). */
  entity?: 'consultation_event' | 'consultation_note';
  /** Applies the entry; the id of the timeline event that stands for it. */
  apply(ctx: MutationContext, args: Args<N>, entry: CaseEntry): number;
}): Mutation<N> {
  const type = def.entity ?? 'consultation_event';
  return defineMutation<N>({
    name: def.name,
    roles: ['lawyer', 'admin'],
    apply(ctx, args) {
      const { tx } = ctx;
      const user = ctx.user!;
      const uuid = def.entryUuid(args);
      const known = eventByUuid(tx, uuid);
      if (known) return { entity: { type, id: known.id } };
      const c = workableCase(tx, user, (args as { case_uuid: string }).case_uuid);
      const when = deviceTime(ctx.createdAt, ctx.receivedAt, c.createdAt.getTime());
      const addEvent = (values: EventValues) =>
        tx
          .insert(consultationEvents)
          .values({ ...values, consultationId: c.id, userId: user.id, clientRecordId: uuid, at: when.at })
          .returning()
          .get();
      const audit = (entry: Pick<AuditEntry, 'changedUserId' | 'before' | 'after'>) =>
        ctx.audit({ action: def.name, subjectType: 'consultation', subjectId: c.id, ...entry });
      return { entity: { type, id: def.apply(ctx, args, { c, user, when, addEvent, audit }) } };
    },
  });
}
