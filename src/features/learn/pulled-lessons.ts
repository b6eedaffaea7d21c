/**
 * Lessons that changed after the course was kept on the device come with the pull (type `learn_lesson`,
 * ADR 101), in every language. They replace the kept copy's lessons when their version is newer, a
 * lesson hidden again is taken out, and a new one is added in its place — so a course saved for offline
 * shows an admin's edit after the next sync, without opening the course online.
 */
import type { Locale } from '../../../contract/locale.ts';
import { pickLocalized } from '../../../contract/locale.ts';
import type { LocalDb } from '../../sync/db.ts';
import type { LearnLesson } from './course-answer.ts';

type Texts = Partial<Record<Locale, string>>;
export type PulledLesson =
  | (Omit<LearnLesson, 'title' | 'description' | 'content'> & {
      course_id: number;
      title: Texts;
      description: Texts;
      content: Texts;
      removed?: undefined;
    })
  | { id: number; course_id: number; removed: true };

export interface PulledLessonRow {
  version: number;
  data: PulledLesson;
}

export async function pulledLessons(db: LocalDb, courseId: number): Promise<PulledLessonRow[]> {
  const rows = await db.pulled.where('type').equals('learn_lesson').toArray();
  return rows
    .map((r) => ({ version: r.version, data: r.data as PulledLesson }))
    .filter((r) => r.data.course_id === courseId);
}

export function mergePulledLessons<C extends { lessons: LearnLesson[] }>(
  course: C,
  rows: PulledLessonRow[],
  locale: Locale,
): C {
  const lessons = new Map(course.lessons.map((l) => [l.id, l]));
  for (const { version, data } of rows) {
    const kept = lessons.get(data.id);
    if (kept && kept.version >= version) continue;
    if (data.removed) {
      lessons.delete(data.id);
      continue;
    }
    const { course_id: _course, title, description, content, ...rest } = data;
    lessons.set(data.id, {
      ...rest,
      version,
      title: pickLocalized(title, locale),
      description: pickLocalized(description, locale),
      content: pickLocalized(content, locale),
    });
  }
  const merged = [...lessons.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  return { ...course, lessons: merged };
}
