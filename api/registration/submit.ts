/**
 * `registration.submit`: a district office registers a person from a tablet, possibly hours after
 * typing it offline. One applicant per IIN and phone, whichever tablet arrives first; operators only
 * in their own districts; a repeated draft (same client_record_id) answers with the first result. An IIN
 * held only by a self-registration does not block the office: it supersedes it (supersede.ts, ADR 133).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { applications } from '../../db/schema.ts';
import { districtErrors } from './applicants.ts';
import { createOverOnline, markSuperseded, supersededJson } from './supersede.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { defineMutation, Rejection } from '../sync/registry.ts';

const selectByRecord = preparedOnce((tx: Tx) =>
  tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.clientRecordId, sql.placeholder('record')))
    .prepare(),
);

export const registrationSubmit = defineMutation({
  name: 'registration.submit',
  roles: ['operator', 'admin'],
  apply(ctx, { client_record_id, form }) {
    const { tx, user } = ctx;
    const existing = selectByRecord(tx).get({ record: client_record_id });
    if (existing) return { entity: { type: 'application', id: existing.id } };

    const errors = districtErrors(user!, form);
    if (Object.keys(errors).length) throw new Rejection(errors);

    // Dated by the tablet when its clock is plausible (typed offline hours ago), else by receipt.
    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const {
      user: applicant,
      application,
      held,
    } = createOverOnline(tx, {
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
        ...(held ? { supersedes: supersededJson(held) } : {}),
        ...(when.trusted ? {} : { device_created_at: when.claimed }),
      },
    });
    if (held) markSuperseded(tx, held, application.id, user!.id, ctx.audit);
    return { entity: { type: 'application', id: application.id } };
  },
});
