/** The import targets by id (ADR 093): the pipeline reads a job's target and asks it. */
import type { ImportTarget } from '../../../contract/imports.ts';
import type { ImportTargetDef } from '../target.ts';
import { agroTarget } from './agro.ts';
import { applicantsTarget } from './applicants.ts';
import { pricesTarget } from './prices.ts';
import { unitsTarget } from './units.ts';

const TARGETS: Record<ImportTarget, ImportTargetDef> = {
  applicants: applicantsTarget,
  agro: agroTarget,
  units: unitsTarget,
  prices: pricesTarget,
};

export const importTarget = (id: ImportTarget) => TARGETS[id];
