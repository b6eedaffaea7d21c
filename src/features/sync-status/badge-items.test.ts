import { describe, expect, it } from 'vitest';
import { badgeItems, type BadgeState } from './badge-items.ts';

const idle: BadgeState = {
  offline: false,
  attention: 0,
  waiting: 0,
  erasable: 0,
  checking: false,
  running: false,
  lastSyncAt: null,
};
const ids = (s: Partial<BadgeState>) => badgeItems({ ...idle, ...s }).map((i) => i.id);

describe('the sync badge', () => {
  it('says "syncing" while a sync runs with nothing waiting, never an empty pill', () => {
    expect(ids({ running: true })).toEqual(['sync.badge.syncing']);
    expect(ids({ running: true, lastSyncAt: 1 })).toEqual(['sync.badge.syncing']);
  });

  it('says what is waiting or at risk before anything else, and "all saved" only when nothing is', () => {
    expect(ids({ running: true, waiting: 3 })).toEqual(['sync.badge.waiting']);
    expect(ids({ offline: true, attention: 1, erasable: 2 })).toEqual([
      'sync.badge.offline',
      'sync.badge.attention',
      'sync.badge.atRisk',
    ]);
    expect(ids({ checking: true })).toEqual(['sync.badge.checking']);
    expect(ids({})).toEqual(['sync.badge.saved']);
    expect(ids({ lastSyncAt: 5 })).toEqual(['sync.badge.savedAt']);
  });
});
