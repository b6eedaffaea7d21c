/** Every mutation a device may push: one entry per name of contract/mutations.ts, checked by tsc. */
import { agroApply } from './agro/apply.ts';
import { caseDocument } from './consultations/document.ts';
import { caseDocumentDelete } from './consultations/document-delete.ts';
import { caseIntake } from './consultations/intake.ts';
import { caseNote } from './consultations/note.ts';
import { caseOutcome } from './consultations/outcome.ts';
import { caseUpdate } from './consultations/update.ts';
import { attendanceMark } from './flows/attendance-mark.ts';
import { learnAnswer, learnStart, learnSubmit } from './learning/attempts.ts';
import { learnCourseProgressMutation } from './learning/course-progress.ts';
import { learnProgressMutation } from './learning/progress.ts';
import { contestSubmit } from './contest/submit.ts';
import { propertyLead } from './property/lead.ts';
import { registrationSubmit } from './registration/submit.ts';
import { requestSubmit } from './requests/submit.ts';
import { surveyAnswer } from './surveys/answer.ts';
import type { MutationTable } from './sync/registry.ts';

export const mutations: MutationTable = {
  'request.submit': requestSubmit,
  'registration.submit': registrationSubmit,
  'contest.submit': contestSubmit,
  'attendance.mark': attendanceMark,
  'agro.apply': agroApply,
  'survey.answer': surveyAnswer,
  'cases.intake': caseIntake,
  'cases.note': caseNote,
  'cases.outcome': caseOutcome,
  'cases.update': caseUpdate,
  'cases.document': caseDocument,
  'cases.document_delete': caseDocumentDelete,
  'learn.progress': learnProgressMutation,
  'learn.course_progress': learnCourseProgressMutation,
  'learn.start': learnStart,
  'learn.answer': learnAnswer,
  'learn.submit': learnSubmit,
  'property.lead': propertyLead,
};
