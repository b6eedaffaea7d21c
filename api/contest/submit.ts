/**
 * `contest.submit`: a Champions application made on a phone, maybe days before it had signal. The
 * window is judged by the device's submission time, the arrival by the grace period. The applicant
 * account must exist already (made by POST /api/contest/account after an SMS code): a session of that
 * IIN proves it, else the password does, as one counted attempt (per IIN, address and push), outside
 * the transaction; an unknown IIN and a wrong password are refused alike.
 */
import { deviceTime } from '../lib/device-clock.ts';
import { and, eq } from 'drizzle-orm';
import { contestApplications, contestNominations, contestStatusHistory } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { NOT_RECOGNISED, signInByIin } from './account.ts';
import { judgeWindow, readContestSettings } from './settings.ts';
import { contestFileRefs } from '../../contract/contest.ts';
import { placeErrors } from './place.ts';
import { defineMutation, reject, Rejection } from '../sync/registry.ts';
import { requireCompleteFiles } from '../sync/require-files.ts';

export const contestSubmit = defineMutation({
  name: 'contest.submit',
  roles: ['public', 'applicant'],
  async prepare(data, ctx): Promise<number> {
    const { user } = ctx;
    if (user && user.roleId !== ROLES.applicant) throw new Rejection({ _: ['errors.no_role_access'] });
    if (user?.iin && user.iin !== data.iin) throw new Rejection({ iin: ['contest.account.other_iin'] });
    if (user?.iin === data.iin) return user.id; // the session proves the IIN: no scrypt per record
    const id = await signInByIin(ctx, data);
    if (id === null) throw new Rejection(NOT_RECOGNISED);
    return id;
  },
  apply(ctx, args, applicantId) {
    const { tx } = ctx;
    const { password: _secret, ...data } = args;
    const settings = readContestSettings(tx);
    // A device clock outside [programme start, receipt + 5 min] is not believed (ADR 051).
    const submitted = deviceTime(ctx.createdAt, ctx.receivedAt);
    const verdict = judgeWindow(settings, submitted.at.getTime(), ctx.receivedAt.getTime());
    if (verdict !== 'open') reject('_', `contest.window.${verdict}`);

    const nomination = tx.select().from(contestNominations).where(eq(contestNominations.id, data.nomination_id)).get();
    if (!nomination?.active || nomination.kind !== data.form) reject('nomination_id', 'contest.nomination.unknown');

    const same = tx
      .select()
      .from(contestApplications)
      .where(eq(contestApplications.clientRecordId, data.record_id))
      .get();
    if (same) return { entity: { type: 'contest_application', id: same.id } };

    const taken = tx
      .select({ id: contestApplications.id })
      .from(contestApplications)
      .where(
        and(
          eq(contestApplications.applicantId, applicantId),
          eq(contestApplications.nominationId, data.nomination_id),
          eq(contestApplications.year, settings.year),
        ),
      )
      .get();
    if (taken) reject('nomination_id', 'contest.already_applied');
    const misplaced = placeErrors(tx, args);
    if (misplaced) throw new Rejection(misplaced);

    const refs = contestFileRefs(args);
    requireCompleteFiles(ctx, refs);
    const row = tx
      .insert(contestApplications)
      .values({
        clientRecordId: data.record_id,
        applicantId,
        nominationId: data.nomination_id,
        year: settings.year,
        form: data.form,
        data,
        fileIds: [...new Set(Object.values(refs).flat())],
        submittedAt: submitted.at,
        receivedAt: ctx.receivedAt,
        serverVersion: ctx.nextVersion(),
      })
      .returning()
      .get();
    tx.insert(contestStatusHistory).values({ applicationId: row.id, status: 'received', changedBy: applicantId }).run();
    ctx.audit({
      action: 'contest.application_created',
      subjectType: 'contest_application',
      subjectId: row.id,
      changedUserId: applicantId,
      after: {
        nomination_id: row.nominationId,
        year: row.year,
        status: row.status,
        ...(submitted.trusted ? {} : { device_created_at: submitted.claimed }),
      },
    });
    return { entity: { type: 'contest_application', id: row.id } };
  },
});
