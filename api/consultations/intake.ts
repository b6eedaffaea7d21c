/**
 * `cases.intake`: a lawyer takes in a walk-in person (in a village hall, offline), or an operator or
 * admin types a case for the office. Stored once per case UUID; a lawyer's intake is their own case.
 */
import { ROLES } from '../../db/roles.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import { defineMutation, Rejection } from '../sync/registry.ts';
import { caseByUuid } from './access.ts';
import { createCase } from './create-case.ts';

export const caseIntake = defineMutation({
  name: 'cases.intake',
  roles: ['lawyer', 'operator', 'admin'],
  apply(ctx, args) {
    const { tx, user } = ctx;
    const existing = caseByUuid(tx, args.case_uuid);
    if (existing) return { entity: { type: 'consultation', id: existing.id } };
    const errors = katoMismatch(tx, [
      ['region_id', args.region_id, null, 1],
      ['district_id', args.district_id, args.region_id],
    ]);
    if (Object.keys(errors).length) throw new Rejection(errors);
    const when = deviceTime(ctx.createdAt, ctx.receivedAt);
    const row = createCase(tx, {
      uuid: args.case_uuid,
      iin: args.iin,
      name: args.name,
      phone: args.phone ?? null,
      type: args.type,
      title: args.title,
      problem: args.problem,
      regionId: args.region_id,
      districtId: args.district_id,
      source: 'intake',
      lawyerId: user!.roleId === ROLES.lawyer ? user!.id : null,
      by: user!.id,
      at: when.at,
    });
    return { entity: { type: 'consultation', id: row.id } };
  },
});
