/**
 * `registration.submit`: a district office registers a person from a tablet, possibly hours after
 * typing it offline. One applicant per IIN and phone, whichever tablet arrives first; operators only
 * in their own districts; a repeated draft (same client_record_id) answers with the first result.
 */
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema.ts';
import { createApplicant, districtErrors } from './applicants.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, Rejection } from '../sync/registry.ts';

export const registrationSubmit = defineMutation({
  name: 'registration.submit',
  roles: ['operator', 'admin'],
  apply(ctx, { client_record_id, form }) {
    const { tx, user } = ctx;
    const existing = tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.clientRecordId, client_record_id))
      .get();
    if (existing) return { entity: { type: 'application', id: existing.id } };

    const errors = districtErrors(user!, form);
    if (Object.keys(errors).length) throw new Rejection(errors);

    // Dated by the tablet when its clock is plausible (typed offline hours ago), else by receipt.
    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const { user: applicant, application } = createApplicant(tx, {
      form,
      clientRecordId: client_record_id,
      registeredBy: user!.id,
      source: 'office',
      now: when.at,
    });
    ctx.audit({
      action: 'registration.submit',
      subjectType: 'application',
      subjectId: application.id,
      changedUserId: applicant.id,
      before: null,
      after: {
        application,
        applicant: { id: applicant.id, name: applicant.name, iin: applicant.iin },
        ...(when.trusted ? {} : { device_created_at: when.claimed }),
      },
    });
    return { entity: { type: 'application', id: application.id } };
  },
});
