import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../sync/db.ts';
import {
  courseMaterialsOpened,
  mergedProgress,
  reportCourseOpened,
  reportOpened,
  reportViewed,
} from './lesson-progress.ts';

beforeEach(async () => {
  await db.drafts.clear();
  await db.outbox.clear();
});

describe('lesson viewed and materials opened on the device', () => {
  it('opening a lesson or a material again queues nothing more', async () => {
    await reportViewed(4);
    await reportViewed(4);
    await reportOpened(4, 'a'.repeat(32));
    await reportOpened(4, 'a'.repeat(32));
    await reportOpened(4, 'b'.repeat(32));
    const queued = (await db.outbox.toArray()).map((r) => r.args);
    expect(queued).toEqual([
      { lesson_id: 4, viewed: true },
      { lesson_id: 4, materials_opened: ['a'.repeat(32)] },
      { lesson_id: 4, materials_opened: ['b'.repeat(32)] },
    ]);
  });

  it('shows what the server said and what this phone did, together', () => {
    const device = { viewed: new Set([2]), opened: new Map([[1, new Set(['m2'])]]) };
    const shown = mergedProgress(
      [
        { lesson_id: 1, done: false, viewed: true, video_seconds: 0, materials_opened: ['m1'] },
        // Watched or done counts as viewed, even from a copy kept before "viewed" existed.
        { lesson_id: 3, done: false, video_seconds: 12 },
      ],
      device,
    );
    expect([...shown.viewed].sort()).toEqual([1, 2, 3]);
    expect([...shown.opened.get(1)!].sort()).toEqual(['m1', 'm2']);
    // The device's sets are not changed by the merge.
    expect([...device.opened.get(1)!]).toEqual(['m2']);
  });

  it("a course's own material opened is queued once, as course progress, and shows beside the server's", async () => {
    await reportCourseOpened(7, 'c'.repeat(32));
    await reportCourseOpened(7, 'c'.repeat(32));
    expect((await db.outbox.toArray()).map((r) => [r.name, r.args])).toEqual([
      ['learn.course_progress', { course_id: 7, materials_opened: ['c'.repeat(32)] }],
    ]);
    const device = { viewed: new Set<number>(), opened: new Map(), courseOpened: new Map([[7, new Set(['m2'])]]) };
    expect([...courseMaterialsOpened(7, ['m1'], device)].sort()).toEqual(['m1', 'm2']);
    expect([...courseMaterialsOpened(8, undefined, device)]).toEqual([]);
  });
});
