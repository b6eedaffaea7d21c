/** The sizes, types and low video variants of everything a course and its lessons show, read in two queries. */
import type { Db, Tx } from '../../db/client.ts';
import type { learnCourses, learnLessons } from '../../db/schema.ts';
import { lowVariants, mediaByIds } from '../content/video-variants.ts';
import type { MediaFacts } from './views.ts';

type Course = typeof learnCourses.$inferSelect;
type Lesson = typeof learnLessons.$inferSelect;

export function courseMedia(
  db: Db | Tx,
  course: Pick<Course, 'image' | 'video' | 'materials'> | null,
  lessons: Lesson[],
): MediaFacts {
  const videos = [course?.video, ...lessons.map((l) => l.video)];
  const ids = [
    course?.image,
    ...(course?.materials ?? []).map((m) => m.media_id),
    ...videos,
    ...lessons.flatMap((l) => [l.cover, ...l.materials.map((m) => m.media_id)]),
  ];
  return { media: mediaByIds(db, ids), low: lowVariants(db, videos) };
}
