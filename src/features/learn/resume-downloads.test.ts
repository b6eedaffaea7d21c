import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../sync/db.ts';
import { offlineKey, readOffline } from './offline-save.ts';
import { resumeUnfinished, type ResumeEnv } from './resume-downloads.ts';
import type { ResumeState } from './resume-state.ts';

beforeEach(async () => {
  await db.meta.clear();
  await db.pulled.clear();
});

const A = '/api/public/media/a';
const B = '/api/public/media/b';
const C = '/api/public/media/c';
const course = (id: number, urls: string[]) => ({
  id,
  title: 'Бюджет',
  image: null,
  image_size: 0,
  video: null,
  materials: [],
  version: 2,
  lessons: [
    {
      id: id * 10,
      position: 1,
      title: 'Сабақ',
      description: '',
      content: '',
      materials: urls.map((url) => ({ url, size: 2_000_000 })),
      cover: null,
      cover_size: 0,
      video: null,
      version: 2,
    },
  ],
  tests: [],
  progress: [],
  attempts: [],
  certificate: null,
});

/** Course 3 saved halfway (A of A, B, C); course 4 saved whole, whose new file waits for the pull's refresh. */
async function setUp() {
  await db.meta.put({ key: 'learn:course:3', value: course(3, [A, B, C]) });
  await db.meta.put({ key: offlineKey(3), value: { quality: 'high', files: [A], saved_at: null } });
  await db.meta.put({ key: 'learn:course:4', value: course(4, [A, '/api/public/media/new']) });
  await db.meta.put({ key: offlineKey(4), value: { quality: 'high', files: [A], saved_at: 1 } });
  const cache = new Set([A]);
  const fetched: string[] = [];
  const store = {
    save: async (url: string) => void (fetched.push(url), cache.add(url)),
    has: async (url: string) => cache.has(url),
    forget: async (gone: string[]) => gone.forEach((u) => cache.delete(u)),
  };
  const states: [number, ResumeState | null][] = [];
  const env = (over: Partial<ResumeEnv>): ResumeEnv => ({
    online: true,
    storage: { estimate: async () => ({ quota: 100_000_000, usage: 0 }) },
    locale: 'kk',
    onState: (id, s) => void states.push([id, s]),
    ...over,
  });
  return { store, fetched, states, env };
}

describe('a saved-course download left halfway, at app start or when the connection comes back', () => {
  it('continues by itself with only the missing files, showing its progress, and then counts as saved', async () => {
    const { store, fetched, states, env } = await setUp();
    await resumeUnfinished(db, store, env({}));
    expect(fetched).toEqual([B, C]);
    expect((await readOffline(db, 3))?.saved_at).toEqual(expect.any(Number));
    // Megabytes move as the files land (2 MB each here).
    expect(states).toEqual([
      [3, { state: 'saving', doneBytes: 2_000_000, totalBytes: 6_000_000 }],
      [3, { state: 'saving', doneBytes: 2_000_000, totalBytes: 6_000_000 }],
      [3, { state: 'saving', doneBytes: 4_000_000, totalBytes: 6_000_000 }],
      [3, { state: 'saving', doneBytes: 6_000_000, totalBytes: 6_000_000 }],
      [3, null],
      // The finished course 4 is left to the refresh after a sync.
      [4, null],
    ]);
  });

  it('offline or short of space it waits and says so, fetching nothing', async () => {
    const { store, fetched, states, env } = await setUp();
    await resumeUnfinished(db, store, env({ online: false }));
    await resumeUnfinished(
      db,
      store,
      env({ storage: { estimate: async () => ({ quota: 10_000_000, usage: 8_000_000 }) } }),
    );
    expect(fetched).toEqual([]);
    expect(states.filter(([id]) => id === 3).map(([, s]) => s)).toEqual([
      { state: 'waiting', why: 'offline', done: 1, total: 3 },
      { state: 'waiting', why: 'no_room', done: 1, total: 3, need: 4_000_000, free: 2_000_000 },
    ]);
    expect((await readOffline(db, 3))?.saved_at).toBeNull();
  });

  it('on a data-saving connection it waits until the learner asks', async () => {
    const { store, fetched, states, env } = await setUp();
    const saveData = { saveData: true };
    await resumeUnfinished(db, store, env({ connection: saveData }));
    expect(fetched).toEqual([]);
    expect(states[0]).toEqual([3, { state: 'waiting', why: 'save_data', done: 1, total: 3 }]);
    await resumeUnfinished(db, store, env({ connection: saveData, asked: true, only: 3 }));
    expect(fetched).toEqual([B, C]);
  });

  it('a download cut again keeps what it saved and says it waits for the connection', async () => {
    const { store, states, env } = await setUp();
    const cut = {
      ...store,
      save: async (url: string) => (url === C ? Promise.reject(new Error('offline')) : store.save(url)),
    };
    await resumeUnfinished(db, cut, env({}));
    expect(states.filter(([id]) => id === 3).at(-1)).toEqual([
      3,
      { state: 'waiting', why: 'failed', done: 2, total: 3 },
    ]);
    expect((await readOffline(db, 3))?.files).toEqual([A, B]);
  });
});
