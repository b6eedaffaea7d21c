/** The surveys' list, statistics, cross-tables and outcomes, run by the read workers (api/lib/read-registry.ts). */
import { surveyCrosstab } from './crosstab.ts';
import { surveyOutcomes } from './outcomes.ts';
import { surveyStats } from './stats.ts';
import { surveyList } from './survey-list.ts';

export const surveyReads = {
  'surveys.stats': surveyStats,
  'surveys.crosstab': surveyCrosstab,
  'surveys.outcomes': surveyOutcomes,
  'surveys.list': surveyList,
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    surveys: typeof surveyReads;
  }
}
