import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../sync/db.ts';
import { offlineKey, readOffline } from './offline-save.ts';
import { refreshSavedCourses } from './saved-courses.ts';

beforeEach(async () => {
  await db.meta.clear();
  await db.pulled.clear();
});

const lesson = (id: number, materials: { url: string; size: number }[]) => ({
  id,
  position: id,
  title: `Сабақ ${id}`,
  description: '',
  content: '',
  materials,
  cover: null,
  cover_size: 0,
  video: null,
  version: 2,
});
const course = (lessons: ReturnType<typeof lesson>[]) => ({
  id: 3,
  title: 'Бюджет',
  image: null,
  image_size: 0,
  video: null,
  materials: [],
  version: 2,
  lessons,
  tests: [],
  progress: [],
  attempts: [],
  certificate: null,
});

function memoryStore(initial: string[]) {
  const cache = new Set(initial);
  const fetched: string[] = [];
  return {
    cache,
    fetched,
    save: async (url: string) => void (fetched.push(url), cache.add(url)),
    has: async (url: string) => cache.has(url),
    forget: async (gone: string[]) => gone.forEach((u) => cache.delete(u)),
  };
}

describe('saved courses follow the pull in the background', () => {
  it('a saved course fetches the video a pulled lesson gained and lets go of a hidden lesson’s file, with no page open', async () => {
    const old = '/api/public/media/old';
    await db.meta.put({ key: 'learn:course:3', value: course([lesson(1, []), lesson(2, [{ url: old, size: 5 }])]) });
    await db.meta.put({ key: offlineKey(3), value: { quality: 'low', files: [old], saved_at: 1 } });
    await db.pulled.bulkPut([
      {
        type: 'learn_lesson',
        id: '1',
        version: 7,
        data: {
          ...lesson(1, []),
          course_id: 3,
          title: { kk: 'Жаңа' },
          description: {},
          content: {},
          video: { url: '/api/public/media/high', size: 90, low: { url: '/api/public/media/low', size: 20 } },
        },
      },
      { type: 'learn_lesson', id: '2', version: 8, data: { id: 2, course_id: 3, removed: true } },
    ]);
    const store = memoryStore([old]);
    await refreshSavedCourses(db, store, 'kk');
    // The low copy, the quality this course was saved in.
    expect(store.fetched).toEqual(['/api/public/media/low']);
    expect([...store.cache]).toEqual(['/api/public/media/low']);
    expect((await readOffline(db, 3))?.files).toEqual(['/api/public/media/low']);
  });

  it('a course the learner was withdrawn from leaves the device with its files; a half-finished save is left to the resume', async () => {
    const file = '/api/public/media/f';
    await db.meta.put({ key: 'learn:course:3', value: course([lesson(1, [{ url: file, size: 5 }])]) });
    await db.meta.put({ key: offlineKey(3), value: { quality: 'high', files: [file], saved_at: 1 } });
    await db.meta.put({ key: 'learn:course:4', value: { ...course([lesson(9, [{ url: '/x', size: 1 }])]), id: 4 } });
    await db.meta.put({ key: offlineKey(4), value: { quality: 'high', files: [], saved_at: null } });
    await db.pulled.put({ type: 'learn_course', id: '3', version: 5, data: { id: 3, removed: true } });
    const store = memoryStore([file]);
    await refreshSavedCourses(db, store, 'kk');
    expect(store.cache.size).toBe(0);
    expect(await readOffline(db, 3)).toBeUndefined();
    expect(await db.meta.get('learn:course:3')).toBeUndefined();
    expect((await db.meta.get('learn:removed'))?.value).toEqual([{ id: 3, title: 'Бюджет', at: expect.any(Number) }]);
    // Course 4's download was left halfway: the refresh leaves it to the resume's own rules (resume-downloads.ts).
    expect(store.fetched).toEqual([]);
  });
});
