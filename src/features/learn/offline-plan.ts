/**
 * "Save course for offline": what it takes (the course text, every picture, material and the videos in
 * the quality the learner picked), and whether the browser says there is room. Pure, so the decision is
 * tested without a browser.
 */
import { videoFile, type Quality, type VideoFiles } from './video-quality.ts';

interface File {
  url: string;
  size: number;
}
export interface CourseFiles {
  image: string | null;
  image_size: number;
  video?: VideoFiles | null;
  lessons: { materials: File[]; cover?: string | null; cover_size?: number; video?: VideoFiles | null }[];
}

/** The URLs to fetch and the bytes they and the course's text take. */
export function offlinePlan(course: CourseFiles, textBytes: number, quality: Quality = 'high') {
  const video = (v: VideoFiles | null | undefined) => {
    const f = videoFile(v ?? null, quality);
    return f ? [f] : [];
  };
  const files: File[] = [
    ...(course.image ? [{ url: course.image, size: course.image_size }] : []),
    ...video(course.video),
    ...course.lessons.flatMap((l) => [
      ...(l.cover ? [{ url: l.cover, size: l.cover_size ?? 0 }] : []),
      ...video(l.video),
      ...l.materials,
    ]),
  ];
  const sizes = new Map(files.map((f) => [f.url, f.size]));
  const urls = [...sizes.keys()];
  // A file two lessons share is fetched and stored once.
  const bytes = textBytes + [...sizes.values()].reduce((n, s) => n + s, 0);
  return { urls, bytes };
}

/** Room is enough when the free quota holds the course with a 10 % margin; an unknown estimate is trusted. */
export function hasRoom(bytes: number, estimate: { quota?: number; usage?: number } | undefined) {
  if (!estimate?.quota) return true;
  return estimate.quota - (estimate.usage ?? 0) >= bytes * 1.1;
}
