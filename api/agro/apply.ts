/**
 * `agro.apply`: a villager applies from a phone (signed in or not), or an operator types the same form
 * on a tablet, possibly hours after it was filled offline. Stored once per draft UUID; one open
 * application per IIN (a second one, from another device or the office, names the first); operators
 * only in their own districts.
 */
import { eq } from 'drizzle-orm';
import { agroApplications } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, Rejection } from '../sync/registry.ts';
import { agroPlaceErrors, insertAgroApplication, openAgroApplication } from './create-application.ts';

export const agroApply = defineMutation({
  name: 'agro.apply',
  roles: ['public'],
  apply(ctx, { client_record_id, form }) {
    const { tx, user } = ctx;
    const existing = tx
      .select({ id: agroApplications.id })
      .from(agroApplications)
      .where(eq(agroApplications.clientRecordId, client_record_id))
      .get();
    if (existing) return { entity: { type: 'agro_application', id: existing.id } };

    const staff = user?.roleId === ROLES.operator || user?.roleId === ROLES.admin;
    const errors = agroPlaceErrors(tx, user, form);
    if (openAgroApplication(tx, form.iin)) errors.iin = ['agro.errors.open_application'];
    if (Object.keys(errors).length) throw new Rejection(errors);

    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const row = insertAgroApplication(
      tx,
      {
        clientRecordId: client_record_id,
        applicantId: user?.roleId === ROLES.applicant ? user.id : null,
        registeredBy: staff ? user.id : null,
        source: staff ? 'office' : 'public',
        createdAt: when.at,
      },
      form,
    );
    ctx.audit({
      action: 'agro.apply',
      subjectType: 'agro_application',
      subjectId: row.id,
      changedUserId: row.applicantId,
      before: null,
      after: {
        status: row.status,
        courses: form.courses,
        source: row.source,
        ...(when.trusted ? {} : { device_created_at: when.claimed }),
      },
    });
    return { entity: { type: 'agro_application', id: row.id } };
  },
});
