/**
 * `request.submit`: a public form sent from any device, signed in or not. Idempotent by the form's
 * client UUID, so a retry after a lost answer never stores the request twice. A consultation request
 * opens a case in "waiting" (api/consultations/create-case.ts) in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { requests } from '../../db/schema.ts';
import { createCase } from '../consultations/create-case.ts';
import { defineMutation } from '../sync/registry.ts';

export const requestSubmit = defineMutation({
  name: 'request.submit',
  roles: ['public'],
  apply({ tx, nextVersion, audit, user }, args) {
    const existing = tx.select({ id: requests.id }).from(requests).where(eq(requests.clientRecordId, args.id)).get();
    if (existing) return { entity: { type: 'request', id: existing.id } };
    const { id, kind, locale, ...payload } = args;
    const row = tx
      .insert(requests)
      .values({ clientRecordId: id, kind, payload, locale: locale ?? null, serverVersion: nextVersion() })
      .returning()
      .get();
    audit({ action: 'request.create', subjectType: 'request', subjectId: row.id, after: { kind, status: row.status } });
    // A consultation request is also a case, waiting for an admin to assign a lawyer.
    if (args.kind === 'consultation')
      createCase(tx, {
        uuid: id,
        iin: null,
        name: args.name,
        phone: args.phone,
        type: args.consultation_type,
        title: args.name,
        problem: args.problem,
        regionId: null,
        districtId: null,
        source: 'request',
        requestId: row.id,
        lawyerId: null,
        by: user?.id ?? null,
        at: new Date(),
      });
    return { entity: { type: 'request', id: row.id } };
  },
});
