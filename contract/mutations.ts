/**
 * Every mutation a device may push, by name, with the zod schema of its args: the one map both sides
 * take their types from (Replicache's `M = typeof mutators`). The server's `defineMutation` and the
 * client's `submit(name, args)` are typed from it, so a misspelt name or a wrong args shape fails `tsc`.
 */
import type { z } from 'zod';
import { agroApplySchema } from './agro.ts';
import { caseDocumentDeleteSchema, caseDocumentSchema } from './consultation-documents.ts';
import { caseIntakeSchema, caseNoteSchema, caseOutcomeSchema, caseUpdateSchema } from './consultations.ts';
import { contestSubmitSchema } from './contest.ts';
import { attendanceMarkSchema } from './flows.ts';
import {
  learnAnswerSchema,
  learnCourseProgressSchema,
  learnProgressSchema,
  learnStartSchema,
  learnSubmitSchema,
} from './learning.ts';
import { propertyLeadSchema } from './property.ts';
import { registrationSubmitSchema } from './registration.ts';
import { requestSubmitArgs } from './requests.ts';
import { surveyAnswerSchema } from './survey.ts';

export const mutationArgs = {
  'request.submit': requestSubmitArgs,
  'registration.submit': registrationSubmitSchema,
  'contest.submit': contestSubmitSchema,
  'attendance.mark': attendanceMarkSchema,
  'agro.apply': agroApplySchema,
  'survey.answer': surveyAnswerSchema,
  'cases.intake': caseIntakeSchema,
  'cases.note': caseNoteSchema,
  'cases.outcome': caseOutcomeSchema,
  'cases.update': caseUpdateSchema,
  'cases.document': caseDocumentSchema,
  'cases.document_delete': caseDocumentDeleteSchema,
  'learn.progress': learnProgressSchema,
  'learn.course_progress': learnCourseProgressSchema,
  'learn.start': learnStartSchema,
  'learn.answer': learnAnswerSchema,
  'learn.submit': learnSubmitSchema,
  'property.lead': propertyLeadSchema,
} as const;

export type MutationName = keyof typeof mutationArgs;
/** What a device sends for mutation N (before the server's parsing and defaults). */
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgs)[N]>;

/**
 * The args key that holds the form a person fills, for the mutations that send it beside ids and proofs;
 * a rejection names its fields by their path inside it (contract/errors.ts fieldErrors), as the form does.
 */
const FORM_ROOTS: Partial<Record<MutationName, string>> = {
  'registration.submit': 'form',
  'agro.apply': 'form',
  'property.lead': 'form',
  'cases.update': 'value',
};
export const formRoot = (name: string): string | undefined => FORM_ROOTS[name as MutationName];
