/**
 * `request.submit`: a public form sent from any device, signed in or not. Idempotent by the form's
 * client UUID, so a retry after a lost answer never stores the request twice.
 */
import { eq } from 'drizzle-orm';
import { requests } from '../../db/schema.ts';
import { defineMutation } from '../sync/registry.ts';

export const requestSubmit = defineMutation({
  name: 'request.submit',
  roles: ['public'],
  apply({ tx, nextVersion, audit }, args) {
    const existing = tx.select({ id: requests.id }).from(requests).where(eq(requests.clientRecordId, args.id)).get();
    if (existing) return { entity: { type: 'request', id: existing.id } };
    const { id, kind, locale, ...payload } = args;
    const row = tx
      .insert(requests)
      .values({ clientRecordId: id, kind, payload, locale: locale ?? null, serverVersion: nextVersion() })
      .returning()
      .get();
    audit({ action: 'request.create', subjectType: 'request', subjectId: row.id, after: { kind, status: row.status } });
    return { entity: { type: 'request', id: row.id } };
  },
});
