/**
 * `survey.answer`: one respondent's answers, sent once through the outbox from a phone (public link,
 * with consent), a trainer's tablet in a flow (one respondent after another, offline), or the personal
 * account. Stored once per device UUID, checked against the frozen version the device showed; an
 * answer set begun before the version was withdrawn still counts under it (ADR 078, 080). It is a
 * person's only when proven theirs (answer-proof.ts, ADR 133).
 */
import { and, eq } from 'drizzle-orm';
import { flows, surveyResponses, surveys, surveyVersions } from '../../db/schema.ts';
import { ROLES } from '../../db/roles.ts';
import { deviceTime } from '../lib/device-clock.ts';
import { katoMismatch } from '../reference/kato-check.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { isValidIin } from '../../contract/iin.ts';
import type { Definition } from '../../contract/survey.ts';
import { checkAnswers, debtOf, scoreOf } from '../../contract/survey-answers.ts';
import { defineMutation, Rejection, reject } from '../sync/registry.ts';
import { answerProof, countAnonymous } from './answer-proof.ts';

/** The codes of the survey's region and district questions, when it asks them. */
function placeQuestions(def: Definition) {
  return {
    region: def.questions.find((q) => q.type === 'region')?.code,
    district: def.questions.find((q) => q.type === 'district')?.code,
  };
}

export const surveyAnswer = defineMutation({
  name: 'survey.answer',
  roles: ['public'],
  // Before the transaction: an anonymous answer set is counted per address and survey (a 429 past the bound).
  prepare(args, { db, user, ip }) {
    if (!answerProof(db, user, args).by) countAnonymous(db, ip, args.survey_id);
    return Promise.resolve(undefined);
  },
  apply(ctx, args) {
    const { tx, user } = ctx;
    const existing = tx
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(eq(surveyResponses.clientRecordId, args.client_record_id))
      .get();
    if (existing) return { entity: { type: 'survey_response', id: existing.id } };

    const survey = tx.select().from(surveys).where(eq(surveys.id, args.survey_id)).get();
    const version = tx
      .select()
      .from(surveyVersions)
      .where(and(eq(surveyVersions.surveyId, args.survey_id), eq(surveyVersions.version, args.version)))
      .get();
    if (!survey || !version) return reject('survey_id', 'survey.errors.not_published');
    const when = deviceTime(ctx.createdAt, ctx.receivedAt, version.publishedAt.getTime());
    // Filled while the version was open (a tablet offline for days): it counts; begun after, it is refused.
    if (version.withdrawnAt && when.at >= version.withdrawnAt) reject('survey_id', 'survey.errors.withdrawn');

    const errors: FieldErrors = checkAnswers(version.definition, args.answers);
    const iin = args.iin || null;
    if (iin && !isValidIin(iin)) errors.iin = ['validation.iin.invalid'];

    let regionId = args.region_id ?? null;
    let districtId = args.district_id ?? null;
    let flowId: number | null = null;
    if (args.flow_id !== undefined) {
      const flow = tx.select().from(flows).where(eq(flows.id, args.flow_id)).get();
      const mayCollect = user && (user.roleId === ROLES.admin || flow?.trainerId === user.id);
      if (!flow || !mayCollect) errors.flow_id = ['survey.errors.not_your_flow'];
      else [flowId, regionId, districtId] = [flow.id, flow.regionId, flow.districtId];
    } else {
      // A public link's respondent names the place in the survey's own region and district questions:
      // that is the answer set's place, for every region filter, outcome and export (as a flow's is).
      const place = placeQuestions(version.definition);
      const fields = { region: 'region_id', district: 'district_id' };
      if (regionId === null && place.region && typeof args.answers[place.region] === 'string') {
        regionId = Number(args.answers[place.region]);
        fields.region = `answers.${place.region}`;
        if (districtId === null && place.district && typeof args.answers[place.district] === 'string') {
          districtId = Number(args.answers[place.district]);
          fields.district = `answers.${place.district}`;
        }
      }
      Object.assign(
        errors,
        katoMismatch(tx, [
          [fields.region, regionId, null, 1],
          [fields.district, districtId, regionId],
        ]),
      );
    }
    if (Object.keys(errors).length) throw new Rejection(errors);

    const proof = answerProof(tx, user, args);
    const scored = scoreOf(version.definition, args.answers);
    const row = tx
      .insert(surveyResponses)
      .values({
        clientRecordId: args.client_record_id,
        surveyId: survey.id,
        version: version.version,
        type: survey.type,
        answers: args.answers,
        iin: proof.iin,
        applicantId: proof.applicantId,
        flowId,
        regionId,
        districtId,
        score: scored?.score ?? null,
        maxScore: scored?.max ?? null,
        debt: debtOf(version.definition, args.answers),
        source: flowId ? 'flow' : proof.by === 'account' ? 'account' : proof.by === 'phone' ? 'phone' : 'public',
        collectedBy: proof.by === 'office' ? user!.id : null,
        createdAt: when.at,
      })
      .returning({ id: surveyResponses.id })
      .get();
    return { entity: { type: 'survey_response', id: row.id } };
  },
});
