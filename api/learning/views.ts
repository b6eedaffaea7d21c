/**
 * What the API answers about courses, lessons and tests. The admin's views carry the right-answer flags;
 * the learner's never do (ADR 067): `learnerTest` builds each answer from its id and text alone, so a
 * field added to the stored answer later cannot leak by accident.
 */
import type { LearnMaterial, learnCourses, learnLessons, learnTests } from '../../db/schema.ts';
import type { StoredMedia } from '../content/video-variants.ts';
import { katoName } from '../reference/kato-names.ts';
import { materialType } from '../../contract/learning-values.ts';
import { LOCALES, pickLocalized, type Locale } from '../../contract/locale.ts';

type Course = typeof learnCourses.$inferSelect;
type Lesson = typeof learnLessons.$inferSelect;
type Test = typeof learnTests.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const mediaUrl = (id: string | null) => (id ? `/api/public/media/${id}` : null);

/** Sizes of media by id and the low variants of videos by source id, read once per answer. */
export interface MediaFacts {
  media: Map<string, StoredMedia>;
  low: Map<string, StoredMedia>;
}

/** A video as a learner's player and the offline plan need it: both qualities with their bytes. */
export function videoView(id: string | null, facts: MediaFacts) {
  if (!id) return null;
  const low = facts.low.get(id);
  return {
    url: mediaUrl(id)!,
    size: facts.media.get(id)?.size ?? 0,
    low: low ? { url: mediaUrl(low.id)!, size: low.size } : null,
  };
}

/** Attached files as learners and the offline plan need them: name, type from the stored mime, URL and bytes. */
export const materialsView = (materials: LearnMaterial[], facts: MediaFacts) =>
  materials.map((m) => {
    const stored = facts.media.get(m.media_id);
    return {
      id: m.media_id,
      name: m.name,
      type: materialType(stored?.mime),
      url: mediaUrl(m.media_id)!,
      size: stored?.size ?? 0,
    };
  });

/** The admin's copy of the attached files: what the form saves back, with the type the learner will read. */
export const adminMaterials = (materials: LearnMaterial[], facts: MediaFacts) =>
  materials.map((m) => ({ media_id: m.media_id, name: m.name, type: materialType(facts.media.get(m.media_id)?.mime) }));

export const adminCourse = (c: Course) => ({
  id: c.id,
  kind: c.kind,
  title: c.title,
  description: c.description,
  content: c.content,
  image: c.image,
  video: c.video,
  materials: c.materials,
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

/** A lesson's place and text in every language: what the admin's form and the pull both carry. */
const lessonText = (l: Lesson) => ({
  id: l.id,
  course_id: l.courseId,
  position: l.position,
  title: l.title,
  description: l.description,
  content: l.content,
});

export const adminLesson = (l: Lesson) => ({
  ...lessonText(l),
  comment: l.comment,
  materials: l.materials,
  cover: l.cover,
  video: l.video,
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
  practice: t.practice,
  version: t.version,
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

/** A course's own files and the version its saved copy compares with the pull's (ADR 116). */
export const courseFiles = (c: Course, facts: MediaFacts) => ({
  image_size: c.image ? (facts.media.get(c.image)?.size ?? 0) : 0,
  video: videoView(c.video, facts),
  materials: materialsView(c.materials, facts),
  version: c.serverVersion,
});

/** A KATO place's name in every language it has one, or null without a place. */
const names = (id: number | null): Partial<Record<Locale, string>> | null =>
  id ? Object.fromEntries(LOCALES.flatMap((l) => (katoName(id, l) ? [[l, katoName(id, l)!]] : []))) : null;

/** The course as the pull carries it: its own fields in every language, picked on the device (ADR 116). */
export const pulledCourse = (c: Course, facts: MediaFacts) => ({
  id: c.id,
  kind: c.kind,
  title: c.title,
  description: c.description,
  content: c.content,
  image: mediaUrl(c.image),
  language: c.language,
  responsible_name: c.responsibleName,
  responsible_phone: c.responsiblePhone,
  schedule_title: c.scheduleTitle,
  schedule_description: c.scheduleDescription,
  place: {
    lat: c.placeLat,
    lon: c.placeLon,
    address: c.placeAddress,
    region: names(c.regionId),
    district: names(c.districtId),
  },
  ...courseFiles(c, facts),
});

/** A lesson's files with their bytes, so the device can say how much saving a course takes. */
const lessonFiles = (l: Lesson, facts: MediaFacts) => ({
  materials: materialsView(l.materials, facts),
  cover: mediaUrl(l.cover),
  cover_size: l.cover ? (facts.media.get(l.cover)?.size ?? 0) : 0,
  video: videoView(l.video, facts),
  /** The pull cursor's version of this lesson: a newer pulled copy replaces the saved one (ADR 101). */
  version: l.serverVersion,
});

export const learnerLesson = (l: Lesson, locale: Locale, facts: MediaFacts) => ({
  id: l.id,
  position: l.position,
  title: pickLocalized(l.title, locale),
  description: pickLocalized(l.description, locale),
  content: pickLocalized(l.content, locale),
  ...lessonFiles(l, facts),
});

/** The lesson as the pull carries it: every language, picked on the device (ADR 101). */
export const pulledLesson = (l: Lesson, facts: MediaFacts) => ({
  ...lessonText(l),
  ...lessonFiles(l, facts),
});

/**
 * A test as a learner's device keeps it: questions and answer texts, never which answer is right — except
 * a lesson's practice test, whose right answers come apart from the answers (`right_answers`), so the
 * device can grade it at once (ADR 114). `version` is what the device's start names. Facts give the
 * question pictures' bytes.
 */
export const learnerTest = (t: Test, locale: Locale, facts: MediaFacts) => ({
  id: t.id,
  lesson_id: t.lessonId,
  version: t.version,
  practice: t.practice,
  pass_count: t.passCount,
  pool_size: t.poolSize,
  shuffle: t.shuffle,
  attempt_limit: t.attemptLimit,
  questions: t.questions.map((q) => ({
    id: q.id,
    text: pickLocalized(q.text, locale),
    multiple: q.multiple,
    image: mediaUrl(q.image ?? null),
    /** The picture's bytes: "Save course for offline" counts and fetches it (ADR 125). */
    image_size: q.image ? (facts.media.get(q.image)?.size ?? 0) : 0,
    answers: q.answers.map((a) => ({ id: a.id, text: pickLocalized(a.text, locale) })),
  })),
  right_answers:
    t.practice && t.lessonId !== null
      ? Object.fromEntries(t.questions.map((q) => [q.id, q.answers.filter((a) => a.right).map((a) => a.id)]))
      : null,
});
