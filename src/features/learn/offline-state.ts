/**
 * What of a course is on this device, asked of the saved cache itself (ADR 116): the plan in the quality
 * the learner picked, the files still missing, and which lessons read offline — a lesson is "available
 * offline" once the learner saved the course and every file it shows (its test's pictures too) is really
 * in the cache.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../sync/db.ts';
import type { LearnCourse } from './learn-data.ts';
import { courseOwnFiles, lessonFiles, offlinePlan } from './offline-plan.ts';
import { missingFiles } from '../../lib/media-download/file-store.ts';
import { readOffline } from './offline-save.ts';
import { browserStore } from '../../lib/media-download/saved-store.ts';
import { useQualityChoice } from './video-choice.tsx';
import { browserConnection, resolveQuality } from '../../lib/media-download/video-quality.ts';

export function useOfflineState(course: LearnCourse) {
  const record = useLiveQuery(() => readOffline(db, course.id), [course.id]);
  const choice = useQualityChoice();
  // "auto" keeps the quality already saved, so a saved course is not fetched again in the other one.
  const quality = choice === 'auto' ? (record?.quality ?? resolveQuality('auto', browserConnection())) : choice;
  const plan = offlinePlan(course, JSON.stringify(course).length, quality);
  const planKey = plan.urls.join(' ');
  const missing = useLiveQuery(
    () => missingFiles(plan.urls, browserStore.has),
    // The record changes after every saved file and when the course is removed.
    [course.id, planKey, record],
  );
  const gone = new Set(missing ?? plan.urls);
  const ready = (files: { url: string }[]) => !!record && missing !== undefined && files.every((f) => !gone.has(f.url));
  return {
    record,
    quality,
    plan,
    planKey,
    missing,
    /** The learner saved the course and every file of it is on the device. */
    saved: !!record?.saved_at && missing?.length === 0,
    lessonsReady: new Set(course.lessons.filter((l) => ready(lessonFiles(course, l, quality))).map((l) => l.id)),
    courseFilesReady: ready(courseOwnFiles(course, quality)),
  };
}
export type OfflineState = ReturnType<typeof useOfflineState>;
