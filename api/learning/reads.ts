/** A course's report and its learners, run by the read workers (api/lib/read-registry.ts). */
import type { z } from 'zod';
import type { Db } from '../../db/handle.ts';
import { translator } from '../lib/i18n.ts';
import type { courseLearnersQuery } from '../../contract/learning-report.ts';
import type { Locale } from '../../contract/locale.ts';
import { courseLearners } from './report-learners.ts';
import { courseReport } from './report.ts';

export const learningReads = {
  'learn.report': (db: Db, a: { courseId: number; regionId: number | undefined; locale: Locale }) =>
    courseReport(db, a.courseId, a.regionId, a.locale, translator(a.locale)),
  'learn.learners': (db: Db, a: { courseId: number; q: z.output<typeof courseLearnersQuery>; locale: Locale }) =>
    courseLearners(db, a.courseId, a.q, a.locale),
};

declare module '../lib/read-registry.ts' {
  interface ReadRegistry {
    learning: typeof learningReads;
  }
}
