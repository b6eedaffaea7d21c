/** Every mutation a device may push, by name. Add one line per new mutation. */
import { contestSubmit } from './contest-submit.ts';
import type { AnyMutation } from './registry.ts';

export const mutations: AnyMutation[] = [contestSubmit];
