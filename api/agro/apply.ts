/**
 * `agro.apply`: a villager applies from a phone (signed in or not), or an operator types the same form
 * on a tablet, possibly hours after it was filled offline. Stored once per draft UUID; one open
 * application per IIN (a second one, from another device or the office, names the first) — unless
 * nobody proved the first the person's and the office or the proven owner sends this one, which
 * supersedes it (application-proof.ts, ADR 133); operators only in their own districts.
 */
import { eq } from 'drizzle-orm';
import { agroApplications } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, Rejection } from '../sync/registry.ts';
import { agroProof, isProvenApplication, phoneClaimsTooMany } from './application-proof.ts';
import { agroPlaceErrors, insertAgroApplication, openAgroApplication } from './create-application.ts';
import { supersede, supersededJson } from './supersede.ts';

export const agroApply = defineMutation({
  name: 'agro.apply',
  roles: ['public'],
  apply(ctx, { client_record_id, form, verification }) {
    const { tx, user } = ctx;
    const existing = tx
      .select({ id: agroApplications.id })
      .from(agroApplications)
      .where(eq(agroApplications.clientRecordId, client_record_id))
      .get();
    if (existing) return { entity: { type: 'agro_application', id: existing.id } };

    const staff = user?.roleId === ROLES.operator || user?.roleId === ROLES.admin;
    const proof = agroProof(tx, user, form, verification);
    const errors = agroPlaceErrors(tx, user, form);
    const open = openAgroApplication(tx, form.iin);
    // An open application blocks the IIN only if it is proven the person's, or this one is not either.
    const superseding = open && proof.by && !isProvenApplication(tx, open) ? open : undefined;
    if (open && !superseding) errors.iin = ['agro.errors.open_application'];
    if (!staff && phoneClaimsTooMany(tx, form.phone, form.iin)) errors.phone = ['agro.errors.phone_iins'];
    if (Object.keys(errors).length) throw new Rejection(errors);

    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const row = insertAgroApplication(
      tx,
      {
        clientRecordId: client_record_id,
        applicantId: proof.applicantId,
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
        ...(proof.by ? { proven_by: proof.by } : {}),
        ...(superseding ? { supersedes: supersededJson(superseding) } : {}),
        ...(when.trusted ? {} : { device_created_at: when.claimed }),
      },
    });
    if (superseding) supersede(ctx, superseding, row.id);
    return { entity: { type: 'agro_application', id: row.id } };
  },
});
