/** Every mutation a device may push, by name. Add one line per new mutation. */
import { registrationSubmit } from '../registration/submit.ts';
import { contestSubmit } from '../contest/submit.ts';
import { attendanceMark } from '../flows/attendance-mark.ts';
import type { AnyMutation } from './registry.ts';
import { requestSubmit } from '../requests/submit.ts';

export const mutations: AnyMutation[] = [requestSubmit, registrationSubmit, contestSubmit, attendanceMark];
