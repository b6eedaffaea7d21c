/**
 * Region statistics (seed "Region statistics"): the admin's form and PUT /api/region-stats/{region},
 * and the shapes the admin screen and the public districts page read.
 */
import { z } from 'zod';
import { optionalWholeNumber } from './fields.ts';
import { todayInKazakhstan } from './kazakhstan-time.ts';

/** Upper bounds well above any region of Kazakhstan (20 million people in all), to catch typing slips. */
export const REGION_STAT_LIMITS = {
  districts: 100,
  population: 10_000_000,
  rural_districts: 1_000,
  households: 5_000_000,
} as const;
export const REGION_STAT_FIGURES = Object.keys(REGION_STAT_LIMITS) as (keyof typeof REGION_STAT_LIMITS)[];
export type RegionStatFigure = (typeof REGION_STAT_FIGURES)[number];

const figure = (max: number) => optionalWholeNumber(0, max).transform((v) => v ?? null);

export const regionStatsSchema = z
  .object({
    districts: figure(REGION_STAT_LIMITS.districts),
    population: figure(REGION_STAT_LIMITS.population),
    rural_districts: figure(REGION_STAT_LIMITS.rural_districts),
    households: figure(REGION_STAT_LIMITS.households),
    source: z.string().trim().min(1, 'validation.required').max(300, 'validation.too_long'),
    as_of: z.iso.date('validation.date'),
  })
  .superRefine((v, ctx) => {
    if (REGION_STAT_FIGURES.every((k) => v[k] === null))
      ctx.addIssue({ code: 'custom', path: ['population'], message: 'region_stats.no_figures' });
    if (v.as_of > todayInKazakhstan())
      ctx.addIssue({ code: 'custom', path: ['as_of'], message: 'region_stats.as_of_future' });
    if (v.households !== null && v.population !== null && v.households > v.population)
      ctx.addIssue({ code: 'custom', path: ['households'], message: 'region_stats.households_over_population' });
  });
export type RegionStatsInput = z.input<typeof regionStatsSchema>;
export type RegionStatsValues = z.output<typeof regionStatsSchema>;

/** One region's figures as the API answers them (null figures: not given by the source). */
export interface RegionStats extends RegionStatsValues {
  region_id: number;
  name: string;
  updated_at: string;
}
