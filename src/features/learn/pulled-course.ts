/**
 * A course's own fields changed after its copy was kept on the device come with the pull (type
 * `learn_course`, ADR 116), in every language: laid over the copy when newer, so a new title, picture,
 * video or material shows offline after the next sync. A `removed` row newer than the copy means the course
 * was hidden again or the learner withdrawn: the copy is no longer theirs to keep.
 */
import type { Locale } from '../../../contract/locale.ts';
import { pickLocalized } from '../../../contract/locale.ts';
import type { LocalDb } from '../../sync/db.ts';
import type { LearnCourse } from './course-answer.ts';

type Texts = Partial<Record<Locale, string>>;
type Own = Pick<
  LearnCourse,
  | 'id'
  | 'kind'
  | 'image'
  | 'image_size'
  | 'video'
  | 'materials'
  | 'language'
  | 'responsible_name'
  | 'responsible_phone'
  | 'version'
>;
export type PulledCourse =
  | (Own & {
      title: Texts;
      description: Texts;
      content: Texts;
      schedule_title: Texts;
      schedule_description: Texts;
      place: { lat: number | null; lon: number | null; address: Texts; region: Texts | null; district: Texts | null };
      removed?: undefined;
    })
  | { id: number; removed: true };

export interface PulledCourseRow {
  version: number;
  data: PulledCourse;
}

export async function pulledCourse(db: LocalDb, courseId: number): Promise<PulledCourseRow | undefined> {
  const row = await db.pulled.get(['learn_course', String(courseId)]);
  return row ? { version: row.version, data: row.data as PulledCourse } : undefined;
}

/** Whether the pull says this copy (of that version) is no longer the learner's. */
export const withdrawnSince = (row: PulledCourseRow | undefined, version: number | undefined) =>
  !!row?.data.removed && row.version > (version ?? 0);

/** The kept course (or the list's entry for it) with the pulled fields laid over it when they are newer. */
export function mergePulledCourse<C extends { version?: number }>(
  course: C,
  row: PulledCourseRow | undefined,
  locale: Locale,
): C {
  if (!row || row.data.removed || row.version <= (course.version ?? 0)) return course;
  const { title, description, content, schedule_title, schedule_description, place, ...own } = row.data;
  const pick = (t: Texts | null) => (t ? pickLocalized(t, locale) || null : null);
  return {
    ...course,
    ...own,
    version: row.version,
    title: pickLocalized(title, locale),
    description: pickLocalized(description, locale),
    content: pickLocalized(content, locale),
    schedule_title: pickLocalized(schedule_title, locale),
    schedule_description: pickLocalized(schedule_description, locale),
    place: {
      lat: place.lat,
      lon: place.lon,
      address: pickLocalized(place.address, locale),
      region: pick(place.region),
      district: pick(place.district),
    },
  };
}
