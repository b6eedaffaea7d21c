/**
 * The sizes, types and low video variants of everything a course, its lessons and its tests' questions
 * show, read in two queries.
 */
import type { Db, Tx } from '../../db/client.ts';
import type { learnCourses, learnLessons, learnTests } from '../../db/schema.ts';
import { lowVariants, mediaByIds } from '../content/video-variants.ts';
import type { MediaFacts } from './views.ts';

type Course = typeof learnCourses.$inferSelect;
type Lesson = typeof learnLessons.$inferSelect;
type Test = Pick<typeof learnTests.$inferSelect, 'questions'>;

export function courseMedia(
  db: Db | Tx,
  course: Pick<Course, 'image' | 'video' | 'materials'> | null,
  lessons: Lesson[],
  tests: Test[] = [],
): MediaFacts {
  const videos = [course?.video, ...lessons.map((l) => l.video)];
  const ids = [
    course?.image,
    ...(course?.materials ?? []).map((m) => m.media_id),
    ...videos,
    ...lessons.flatMap((l) => [l.cover, ...l.materials.map((m) => m.media_id)]),
    ...tests.flatMap((t) => t.questions.map((q) => q.image)),
  ];
  return { media: mediaByIds(db, ids), low: lowVariants(db, videos) };
}
