/** What devices pull: one source per synced type, each listing the rows this user may see. */
import { applicationPull } from './applications/pull.ts';
import { lawyerCaseSource } from './consultations/pull.ts';
import { contestApplicationSource } from './contest/pull.ts';
import { myFlowSource, trainerFlowsSource } from './flows/pull.ts';
import { learnCourseSource, learnLessonSource } from './learning/pull.ts';
import type { PullSource } from './sync/registry.ts';

export const pullSources: PullSource[] = [
  applicationPull,
  contestApplicationSource,
  trainerFlowsSource,
  myFlowSource,
  lawyerCaseSource,
  learnLessonSource,
  learnCourseSource,
];
