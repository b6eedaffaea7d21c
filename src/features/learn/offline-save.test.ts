import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../sync/db.ts';
import { loadCourse } from './learn-data.ts';
import { missingFiles } from '../../lib/media-download/file-store.ts';
import { readOffline, removeSavedCourse, saveCourseFiles } from './offline-save.ts';

afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  await db.meta.clear();
  await db.pulled.clear();
});

const urls = ['/api/public/media/a', '/api/public/media/b', '/api/public/media/c'];
/** A plan of these files, 100 bytes each. */
const planOf = (list: string[]) => ({ urls: list, sizes: new Map(list.map((u) => [u, 100])) });
const plan = planOf(urls);

/**
 * The saved cache as a set of URLs, with a record of what was fetched; `kept` holds the bytes of a file
 * cut partway (what ranged-save.ts keeps), which the next save continues from.
 */
function memoryStore(signal = { up: true }) {
  const cache = new Set<string>();
  const kept = new Map<string, number>();
  const fetched: string[] = [];
  return {
    cache,
    kept,
    fetched,
    signal,
    save: async (url: string, size = 0, onBytes?: (bytes: number) => void) => {
      fetched.push(url);
      onBytes?.(kept.get(url) ?? 0);
      if (!signal.up) {
        kept.set(url, 40);
        onBytes?.(40);
        throw new TypeError('Failed to fetch');
      }
      kept.delete(url);
      cache.add(url);
      onBytes?.(size);
    },
    has: async (url: string) => cache.has(url),
    forget: async (gone: string[]) =>
      gone.forEach((u) => {
        cache.delete(u);
        kept.delete(u);
      }),
  };
}

describe('"Save course for offline" resumes', () => {
  it('a download cut partway through the second file continues with it from the bytes it kept, not from the start', async () => {
    const store = memoryStore();
    const save = store.save;
    // The signal goes just as the second file starts.
    store.save = async (url, size, onBytes) => {
      if (url.endsWith('/b')) store.signal.up = false;
      return save(url, size, onBytes);
    };
    expect(await saveCourseFiles(db, 7, plan, 'low', store)).toBe('failed');
    expect(store.fetched).toEqual(['/api/public/media/a', '/api/public/media/b']);
    expect(await readOffline(db, 7)).toMatchObject({
      quality: 'low',
      files: ['/api/public/media/a'],
      saved_at: null,
      partial: '/api/public/media/b',
    });

    store.save = save;
    store.signal.up = true;
    store.fetched.length = 0;
    const progress: [number, number][] = [];
    const saved = await saveCourseFiles(db, 7, plan, 'low', {
      ...store,
      onProgress: (d, n) => progress.push([d, n]),
    });
    expect(saved).toBe('saved');
    expect(store.fetched).toEqual(['/api/public/media/b', '/api/public/media/c']);
    // Bytes, the cut file's kept 40 counted from the moment it continues.
    expect(progress).toEqual([
      [100, 300],
      [140, 300],
      [200, 300],
      [200, 300],
      [200, 300],
      [300, 300],
      [300, 300],
    ]);
    const record = await readOffline(db, 7);
    expect(record?.files.sort()).toEqual(urls);
    expect(record?.saved_at).toEqual(expect.any(Number));
    expect(record?.partial).toBeNull();
  });

  it('counts a file as saved only while the saved cache holds it: a lost file is missing again and fetched again', async () => {
    const store = memoryStore();
    await saveCourseFiles(db, 8, plan, 'high', store);
    // The record still lists it, but the cache lost it (storage cleared behind the app's back).
    store.cache.delete(urls[1]!);
    expect(await missingFiles(urls, store.has)).toEqual([urls[1]]);
    store.fetched.length = 0;
    await saveCourseFiles(db, 8, plan, 'high', store);
    expect(store.fetched).toEqual([urls[1]]);
  });
});

describe('letting saved files go', () => {
  it('a changed course lets go of the files it no longer shows, but not of those another saved course keeps', async () => {
    const store = memoryStore();
    await saveCourseFiles(db, 1, plan, 'high', store);
    await saveCourseFiles(db, 2, planOf(['/api/public/media/c', '/api/public/media/d']), 'high', store);
    // Course 1 dropped b and c (a lesson was hidden again); course 2 still shows c.
    await saveCourseFiles(db, 1, planOf(['/api/public/media/a']), 'high', store);
    expect([...store.cache].sort()).toEqual(['/api/public/media/a', '/api/public/media/c', '/api/public/media/d']);
    expect((await readOffline(db, 1))?.files).toEqual(['/api/public/media/a']);

    await removeSavedCourse(db, 2, store.forget);
    expect([...store.cache]).toEqual(['/api/public/media/a']);
    expect(await readOffline(db, 2)).toBeUndefined();
  });

  it('the bytes of a file cut partway leave with the course, or when the course stops showing that file', async () => {
    const store = memoryStore({ up: false });
    await saveCourseFiles(db, 3, plan, 'high', store);
    expect(store.kept.get(urls[0]!)).toBe(40);
    await removeSavedCourse(db, 3, store.forget);
    expect(store.kept.size).toBe(0);

    // Cut partway through the high video; the learner picks the low one: the high one's bytes go.
    await saveCourseFiles(db, 4, planOf(['/api/public/media/high']), 'high', store);
    expect(store.kept.has('/api/public/media/high')).toBe(true);
    store.signal.up = true;
    expect(await saveCourseFiles(db, 4, planOf(['/api/public/media/low']), 'low', store)).toBe('saved');
    expect(store.kept.size).toBe(0);
    expect([...store.cache]).toEqual(['/api/public/media/low']);
  });
});

describe('a saved course and the pull', () => {
  it('shows a lesson an admin edited after the course was saved, offline, once the pull brought it', async () => {
    const lesson = {
      id: 11,
      position: 1,
      title: 'Ескі',
      description: '',
      content: '<p>ескі</p>',
      materials: [],
      cover: null,
      cover_size: 0,
      video: null,
      version: 3,
    };
    await db.meta.put({
      key: 'learn:course:5',
      value: {
        id: 5,
        title: 'Курс',
        image: null,
        image_size: 0,
        video: null,
        lessons: [lesson, { ...lesson, id: 12, position: 2 }],
        tests: [],
        progress: [],
        attempts: [],
        certificate: null,
      },
    });
    const edited = {
      ...lesson,
      course_id: 5,
      title: { kk: 'Жаңа', ru: 'Новый' },
      description: {},
      content: { kk: '<p>жаңа</p>' },
      video: { url: '/api/public/media/v', size: 100, low: { url: '/api/public/media/l', size: 20 } },
    };
    await db.pulled.bulkPut([
      { type: 'learn_lesson', id: '11', version: 9, data: edited },
      { type: 'learn_lesson', id: '12', version: 10, data: { id: 12, course_id: 5, removed: true } },
      // A change older than the saved copy is not laid over it.
      { type: 'learn_lesson', id: '13', version: 2, data: { ...edited, id: 13, course_id: 6 } },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const course = await loadCourse(5);

    expect(course?.lessons).toHaveLength(1);
    expect(course?.lessons[0]).toMatchObject({
      id: 11,
      title: 'Жаңа',
      content: '<p>жаңа</p>',
      version: 9,
      video: { low: { url: '/api/public/media/l' } },
    });
  });
});

describe('a kept course and the pulled course fields', () => {
  const copy = {
    id: 6,
    title: 'Ескі атау',
    description: '',
    content: '',
    image: null,
    image_size: 0,
    video: null,
    materials: [],
    version: 4,
    lessons: [],
    tests: [],
    progress: [],
    attempts: [],
    certificate: null,
    place: { lat: null, lon: null, address: '', region: null, district: null },
  };
  const offline = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

  it('shows a title and a material an admin added after the course was kept, offline, in the learner’s language', async () => {
    await db.meta.put({ key: 'learn:course:6', value: copy });
    const material = { id: 'm1', name: 'Кесте', type: 'spreadsheet', url: '/api/public/media/m1', size: 900 };
    await db.pulled.put({
      type: 'learn_course',
      id: '6',
      version: 9,
      data: {
        ...copy,
        title: { ru: 'Новое название', kk: 'Жаңа атау' },
        description: {},
        content: {},
        schedule_title: {},
        schedule_description: {},
        materials: [material],
        place: { lat: 43.2, lon: 76.9, address: {}, region: { kk: 'Алматы облысы' }, district: null },
      },
    });
    offline();
    const course = await loadCourse(6);
    expect(course).toMatchObject({
      title: 'Жаңа атау',
      materials: [material],
      version: 9,
      place: { lat: 43.2, region: 'Алматы облысы', district: null },
    });
  });

  it('a course the pull says is no longer the learner’s leaves the device with a note, unless the copy is newer', async () => {
    await db.meta.put({ key: 'learn:course:6', value: copy });
    await db.meta.put({
      key: 'learn:courses',
      value: [
        { id: 6, title: 'Ескі атау' },
        { id: 7, title: 'Басқа' },
      ],
    });
    await db.pulled.put({ type: 'learn_course', id: '6', version: 3, data: { id: 6, removed: true } });
    offline();
    // Withdrawn at version 3, enrolled again since: the copy (version 4) is the learner's.
    expect(await loadCourse(6)).toMatchObject({ id: 6 });

    await db.pulled.put({ type: 'learn_course', id: '6', version: 12, data: { id: 6, removed: true } });
    expect(await loadCourse(6)).toBeNull();
    expect(await db.meta.get('learn:course:6')).toBeUndefined();
    expect((await db.meta.get('learn:courses'))?.value).toEqual([{ id: 7, title: 'Басқа' }]);
    expect((await db.meta.get('learn:removed'))?.value).toEqual([
      { id: 6, title: 'Ескі атау', at: expect.any(Number) },
    ]);
  });
});
