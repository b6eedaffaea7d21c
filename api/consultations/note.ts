/** `cases.note`: a lawyer's note on their case; one note per note UUID, never shown to the person. */
import { consultationEvents } from '../../db/schema.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation } from '../sync/registry.ts';
import { eventByUuid, workableCase } from './access.ts';
import { clockSet, touchCase } from './touch.ts';

export const caseNote = defineMutation({
  name: 'cases.note',
  roles: ['lawyer', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const known = eventByUuid(tx, args.note_uuid);
    if (known) return { entity: { type: 'consultation_note', id: known.id } };
    const c = workableCase(tx, user!, args.case_uuid);
    const when = deviceTime(ctx.createdAt, ctx.receivedAt, c.createdAt.getTime());
    const row = tx
      .insert(consultationEvents)
      .values({
        consultationId: c.id,
        kind: 'note',
        userId: user!.id,
        clientRecordId: args.note_uuid,
        at: when.at,
        text: args.text,
      })
      .returning()
      .get();
    touchCase(tx, c.id, clockSet(c, when.at));
    ctx.audit({ action: 'cases.note', subjectType: 'consultation', subjectId: c.id, after: { note_id: row.id } });
    return { entity: { type: 'consultation_note', id: row.id } };
  },
});
