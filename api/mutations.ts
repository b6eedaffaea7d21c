/** Every mutation a device may push: one entry per name of api/schemas/mutations.ts, checked by tsc. */
import { agroApply } from './agro/apply.ts';
import { attendanceMark } from './flows/attendance-mark.ts';
import { contestSubmit } from './contest/submit.ts';
import { propertyLead } from './property/lead.ts';
import { registrationSubmit } from './registration/submit.ts';
import { requestSubmit } from './requests/submit.ts';
import type { MutationTable } from './sync/registry.ts';

export const mutations: MutationTable = {
  'request.submit': requestSubmit,
  'registration.submit': registrationSubmit,
  'contest.submit': contestSubmit,
  'attendance.mark': attendanceMark,
  'agro.apply': agroApply,
  'property.lead': propertyLead,
};
