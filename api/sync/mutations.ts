/** Every mutation a device may push, by name. Add one line per new mutation. */
import { attendanceMark } from '../flows/attendance-mark.ts';
import type { AnyMutation } from './registry.ts';

export const mutations: AnyMutation[] = [attendanceMark];
