/** The import targets by id (ADR 093): the pipeline reads a job's target and asks it. */
import type { ImportTarget } from '../../schemas/imports.ts';
import type { ImportTargetDef } from '../target.ts';
import { agroTarget } from './agro.ts';
import { applicantsTarget } from './applicants.ts';

const TARGETS: Record<ImportTarget, ImportTargetDef> = { applicants: applicantsTarget, agro: agroTarget };

export const importTarget = (id: ImportTarget) => TARGETS[id];
