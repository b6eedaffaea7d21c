/**
 * `agro.apply`: a villager applies from a phone (signed in or not), or an operator types the same form
 * on a tablet, possibly hours after it was filled offline. Stored once per draft UUID; one open
 * application per IIN (a second one, from another device or the office, names the first); operators
 * only in their own districts.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { agroApplicationCourses, agroApplications } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import type { AgroStatus } from '../schemas/agro.ts';
import type { FieldErrors } from '../schemas/errors.ts';
import { defineMutation, Rejection } from '../sync/registry.ts';

const CLOSED: AgroStatus[] = ['funded', 'rejected'];

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
    const errors: FieldErrors = katoMismatch(tx, [
      ['region_id', form.region_id, null, 1],
      ['district_id', form.district_id, form.region_id],
      ['rural_okrug_id', form.rural_okrug_id, form.district_id],
    ]);
    if (user?.roleId === ROLES.operator && !user.districtIds.includes(form.district_id))
      errors.district_id = ['validation.district.not_yours'];
    const open = tx
      .select({ id: agroApplications.id })
      .from(agroApplications)
      .where(and(eq(agroApplications.iin, form.iin), notInArray(agroApplications.status, CLOSED)))
      .get();
    if (open) errors.iin = ['agro.errors.open_application'];
    if (Object.keys(errors).length) throw new Rejection(errors);

    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const { fio, iin, phone, gender, birthday, region_id, district_id, rural_okrug_id, village, courses, ...answers } =
      form;
    const row = tx
      .insert(agroApplications)
      .values({
        clientRecordId: client_record_id,
        iin,
        name: fio,
        phone,
        gender,
        birthday,
        regionId: region_id,
        districtId: district_id,
        ruralOkrugId: rural_okrug_id ?? null,
        village,
        coopName: answers.coop_status === 'no' ? null : (answers.coop_name ?? null),
        answers,
        applicantId: user?.roleId === ROLES.applicant ? user.id : null,
        registeredBy: staff ? user.id : null,
        source: staff ? 'office' : 'public',
        createdAt: when.at,
      })
      .returning()
      .get();
    tx.insert(agroApplicationCourses)
      .values(courses.map((course) => ({ applicationId: row.id, course })))
      .run();
    ctx.audit({
      action: 'agro.apply',
      subjectType: 'agro_application',
      subjectId: row.id,
      changedUserId: row.applicantId,
      before: null,
      after: {
        status: row.status,
        courses,
        source: row.source,
        ...(when.trusted ? {} : { device_created_at: when.claimed }),
      },
    });
    return { entity: { type: 'agro_application', id: row.id } };
  },
});
