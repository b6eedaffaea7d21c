import { describe, expect, it, vi } from 'vitest';
import { askStorage, hasRoom } from './storage-check.ts';

describe('before a course is saved', () => {
  it('says there is no room, with what it needs and what is free, and asks nothing more', async () => {
    const persist = vi.fn(async () => true);
    const answer = await askStorage(5_000_000, {
      estimate: async () => ({ quota: 10_000_000, usage: 6_000_000 }),
      persist,
    });
    expect(answer).toEqual({ room: false, need: 5_000_000, free: 4_000_000 });
    expect(persist).not.toHaveBeenCalled();
  });

  it('with room, asks for persistent storage and passes on the browser’s answer', async () => {
    const roomy = async () => ({ quota: 100_000_000, usage: 0 });
    expect(await askStorage(1000, { estimate: roomy, persist: async () => true })).toEqual({
      room: true,
      persisted: true,
    });
    expect(await askStorage(1000, { estimate: roomy, persist: async () => false })).toEqual({
      room: true,
      persisted: false,
    });
    // A browser without the API: nothing to tell; an estimate that fails is trusted.
    expect(await askStorage(1000, undefined)).toEqual({ room: true, persisted: null });
    expect(
      await askStorage(1000, { estimate: () => Promise.reject(new Error('x')), persist: async () => false }),
    ).toEqual({ room: true, persisted: false });
  });
  it('needs the free quota to hold the course with a margin', () => {
    expect(hasRoom(1000, { quota: 2000, usage: 900 })).toBe(true);
    expect(hasRoom(1000, { quota: 2000, usage: 1000 })).toBe(false);
    expect(hasRoom(1000, undefined)).toBe(true);
  });
});
