import 'fake-indexeddb/auto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.ts';
import { loadCourse } from './learn-data.ts';
import { missingFiles, offlineKey, readOffline, saveCourseFiles } from './offline-save.ts';

afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  await db.meta.clear();
  await db.pulled.clear();
});

const urls = ['/api/public/media/a', '/api/public/media/b', '/api/public/media/c'];

describe('"Save course for offline" resumes', () => {
  it('a download cut at the second file continues with the files not yet saved, not from the start', async () => {
    const fetched: string[] = [];
    let signal = true;
    const fetch = async (url: string) => {
      fetched.push(url);
      if (url.endsWith('/b') && !signal) throw new TypeError('Failed to fetch');
      return new Response(new Uint8Array(10));
    };
    const inCache = new Set<string>();
    const deps = {
      fetch: async (url: string) => {
        const res = await fetch(url);
        inCache.add(url);
        return res;
      },
      cached: async (url: string) => inCache.has(url),
    };

    signal = false;
    expect(await saveCourseFiles(db, 7, urls, 'low', deps)).toBe('failed');
    expect(fetched).toEqual(['/api/public/media/a', '/api/public/media/b']);
    expect(await readOffline(db, 7)).toMatchObject({ quality: 'low', files: ['/api/public/media/a'], saved_at: null });

    signal = true;
    fetched.length = 0;
    const progress: [number, number][] = [];
    expect(await saveCourseFiles(db, 7, urls, 'low', { ...deps, onFile: (d, n) => progress.push([d, n]) })).toBe(
      'saved',
    );
    expect(fetched).toEqual(['/api/public/media/b', '/api/public/media/c']);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const record = await readOffline(db, 7);
    expect(record?.files.sort()).toEqual(urls);
    expect(record?.saved_at).toEqual(expect.any(Number));
  });

  it('fetches again a file the browser evicted from its cache, and a new file a changed lesson names', async () => {
    await db.meta.put({
      key: offlineKey(8),
      value: { quality: 'high', files: [urls[0], urls[1]], saved_at: 1 },
    });
    const cached = async (url: string) => url !== urls[1];
    expect(await missingFiles(db, 8, urls, cached)).toEqual([urls[1], urls[2]]);
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
