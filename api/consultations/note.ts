/** `cases.note`: a lawyer's note on their case; one note per note UUID, never shown to the person. */
import { defineCaseMutation } from './case-entry.ts';
import { clockSet, touchCase } from './touch.ts';

export const caseNote = defineCaseMutation({
  name: 'cases.note',
  entryUuid: (args) => args.note_uuid,
  entity: 'consultation_note',
  apply(ctx, args, { c, when, addEvent, audit }) {
    const row = addEvent({ kind: 'note', text: args.text });
    touchCase(ctx.tx, c.id, clockSet(c, when.at));
    audit({ after: { note_id: row.id } });
    return row.id;
  },
});
