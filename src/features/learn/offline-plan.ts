/**
 * "Save course for offline": what it takes (the course text, every picture and material of the course and
 * its lessons, its tests' question pictures, and the videos in the quality the learner picked), which files
 * each lesson needs to read offline (its own test's pictures too), and the bytes still to fetch (whether they
 * fit is src/lib/media-download/storage-check.ts). Pure, so the decision is tested without a browser.
 */
import { videoFile, type Quality, type VideoFiles } from '../../lib/media-download/video-quality.ts';

interface File {
  url: string;
  size: number;
}
interface LessonFiles {
  id?: number;
  materials: File[];
  cover?: string | null;
  cover_size?: number;
  video?: VideoFiles | null;
}
interface TestFiles {
  /** Null: the course's final test. */
  lesson_id: number | null;
  questions: { image: string | null; image_size?: number }[];
}
export interface CourseFiles {
  image: string | null;
  image_size: number;
  video?: VideoFiles | null;
  materials?: File[];
  lessons: LessonFiles[];
  tests?: TestFiles[];
}

const videoOf = (v: VideoFiles | null | undefined, quality: Quality) => {
  const f = videoFile(v ?? null, quality);
  return f ? [f] : [];
};

/** The question pictures of a lesson's test (null: the final test's). */
const testPictures = (course: CourseFiles, lessonId: number | null): File[] =>
  (course.tests ?? [])
    .filter((t) => t.lesson_id === lessonId)
    .flatMap((t) => t.questions.flatMap((q) => (q.image ? [{ url: q.image, size: q.image_size ?? 0 }] : [])));

/** The files one lesson shows: its cover, its video in this quality, its materials and its test's pictures. */
export const lessonFiles = (course: CourseFiles, l: LessonFiles, quality: Quality): File[] => [
  ...(l.cover ? [{ url: l.cover, size: l.cover_size ?? 0 }] : []),
  ...videoOf(l.video, quality),
  ...l.materials,
  ...(l.id === undefined ? [] : testPictures(course, l.id)),
];

/** The files the course page itself shows: its picture, video and materials, and the final test's pictures. */
export const courseOwnFiles = (course: CourseFiles, quality: Quality): File[] => [
  ...(course.image ? [{ url: course.image, size: course.image_size }] : []),
  ...videoOf(course.video, quality),
  ...(course.materials ?? []),
  ...testPictures(course, null),
];

/** The URLs to fetch, their sizes, and the bytes they and the course's text take. */
export function offlinePlan(course: CourseFiles, textBytes: number, quality: Quality = 'high') {
  const files = [...courseOwnFiles(course, quality), ...course.lessons.flatMap((l) => lessonFiles(course, l, quality))];
  const sizes = new Map(files.map((f) => [f.url, f.size]));
  const urls = [...sizes.keys()];
  // A file two lessons share is fetched and stored once.
  const bytes = textBytes + [...sizes.values()].reduce((n, s) => n + s, 0);
  return { urls, sizes, bytes };
}

/** The bytes the missing files take: what saving still has to find room for. */
export const bytesToFetch = (plan: { sizes: Map<string, number> }, missing: Iterable<string>) =>
  [...missing].reduce((n, url) => n + (plan.sizes.get(url) ?? 0), 0);
