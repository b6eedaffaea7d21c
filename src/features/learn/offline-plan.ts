/**
 * "Save course for offline": what it takes (the course text and every picture and material), and whether
 * the browser says there is room. Pure, so the decision is tested without a browser.
 */
export interface CourseFiles {
  image: string | null;
  image_size: number;
  lessons: { materials: { url: string; size: number }[] }[];
}

/** The URLs to fetch and the bytes they and the course's text take. */
export function offlinePlan(course: CourseFiles, textBytes: number) {
  const files = [
    ...(course.image ? [{ url: course.image, size: course.image_size }] : []),
    ...course.lessons.flatMap((l) => l.materials),
  ];
  const urls = [...new Set(files.map((f) => f.url))];
  const bytes = textBytes + files.reduce((n, f) => n + f.size, 0);
  return { urls, bytes };
}

/** Room is enough when the free quota holds the course with a 10 % margin; an unknown estimate is trusted. */
export function hasRoom(bytes: number, estimate: { quota?: number; usage?: number } | undefined) {
  if (!estimate?.quota) return true;
  return estimate.quota - (estimate.usage ?? 0) >= bytes * 1.1;
}
