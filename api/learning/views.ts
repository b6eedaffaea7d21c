/**
 * What the API answers about courses, lessons and tests. The admin's views carry the right-answer flags;
 * the learner's never do (ADR 067): `learnerTest` builds each answer from its id and text alone, so a
 * field added to the stored answer later cannot leak by accident.
 */
import type { learnCourses, learnLessons, learnTests } from '../../db/schema.ts';
import { katoName } from '../reference/kato-names.ts';
import { pickLocalized, type Locale } from '../schemas/locale.ts';

type Course = typeof learnCourses.$inferSelect;
type Lesson = typeof learnLessons.$inferSelect;
type Test = typeof learnTests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const mediaUrl = (id: string | null) => (id ? `/api/public/media/${id}` : null);

export const adminCourse = (c: Course) => ({
  id: c.id,
  kind: c.kind,
  title: c.title,
  description: c.description,
  content: c.content,
  image: c.image,
  language: c.language,
  region_id: c.regionId,
  district_id: c.districtId,
  responsible_name: c.responsibleName,
  responsible_phone: c.responsiblePhone,
  schedule_title: c.scheduleTitle,
  schedule_description: c.scheduleDescription,
  lat: c.placeLat,
  lon: c.placeLon,
  address: c.placeAddress,
  comments: c.comments,
  published: c.published,
  created_at: iso(c.createdAt),
  updated_at: iso(c.updatedAt),
});

export const adminLesson = (l: Lesson) => ({
  id: l.id,
  course_id: l.courseId,
  position: l.position,
  title: l.title,
  description: l.description,
  content: l.content,
  materials: l.materials,
  published: l.published,
});

export const adminTest = (t: Test) => ({
  id: t.id,
  course_id: t.courseId,
  lesson_id: t.lessonId,
  questions: t.questions,
  pass_count: t.passCount,
  pool_size: t.poolSize,
  shuffle: t.shuffle,
  attempt_limit: t.attemptLimit,
});

/** What a learner reads of a course; staff comments stay out. Region and district come as names. */
export const learnerCourse = (c: Course, locale: Locale) => ({
  id: c.id,
  kind: c.kind,
  title: pickLocalized(c.title, locale),
  description: pickLocalized(c.description, locale),
  content: pickLocalized(c.content, locale),
  image: mediaUrl(c.image),
  language: c.language,
  responsible_name: c.responsibleName,
  responsible_phone: c.responsiblePhone,
  schedule_title: pickLocalized(c.scheduleTitle, locale),
  schedule_description: pickLocalized(c.scheduleDescription, locale),
  place: {
    lat: c.placeLat,
    lon: c.placeLon,
    address: pickLocalized(c.placeAddress, locale),
    region: c.regionId ? (katoName(c.regionId, locale) ?? null) : null,
    district: c.districtId ? (katoName(c.districtId, locale) ?? null) : null,
  },
});

/** `sizes` are the stored bytes of media by id, so the device can say how much saving a course takes. */
export const learnerLesson = (l: Lesson, locale: Locale, sizes: Map<string, number>) => ({
  id: l.id,
  position: l.position,
  title: pickLocalized(l.title, locale),
  description: pickLocalized(l.description, locale),
  content: pickLocalized(l.content, locale),
  materials: l.materials.map((m) => ({ name: m.name, url: mediaUrl(m.media_id)!, size: sizes.get(m.media_id) ?? 0 })),
});

/** A test as a learner's device keeps it: questions and answer texts, never which answer is right. */
export const learnerTest = (t: Test, locale: Locale) => ({
  id: t.id,
  lesson_id: t.lessonId,
  pass_count: t.passCount,
  pool_size: t.poolSize,
  shuffle: t.shuffle,
  attempt_limit: t.attemptLimit,
  questions: t.questions.map((q) => ({
    id: q.id,
    text: pickLocalized(q.text, locale),
    multiple: q.multiple,
    answers: q.answers.map((a) => ({ id: a.id, text: pickLocalized(a.text, locale) })),
  })),
});
