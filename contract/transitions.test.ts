import { describe, expect, it } from 'vitest';
import { canMove, isFinal, nextStates, type Transitions } from './transitions.ts';

type Door = 'open' | 'shut' | 'locked' | 'gone';
const door: Transitions<Door> = { first: ['shut'], next: { open: ['shut'], shut: ['open', 'locked'], locked: [] } };

describe('a workflow declared as Transitions', () => {
  it('begins only where `first` says, and moves only along `next`', () => {
    expect(canMove(door, null, 'shut')).toBe(true);
    expect(canMove(door, null, 'open')).toBe(false);
    expect(canMove(door, 'shut', 'locked')).toBe(true);
    expect(canMove(door, 'open', 'locked')).toBe(false);
    expect(nextStates(door, 'shut')).toEqual(['open', 'locked']);
  });
  it('ends at a state with no moves, listed empty or not listed at all', () => {
    expect(isFinal(door, 'locked')).toBe(true);
    expect(isFinal(door, 'gone')).toBe(true);
    expect(canMove(door, 'gone', 'open')).toBe(false);
    expect(isFinal(door, 'open')).toBe(false);
  });
  it('without `first`, nothing begins from no state', () => {
    const noFirst: Transitions<Door> = { next: { open: ['shut'] } };
    expect(nextStates(noFirst, null)).toEqual([]);
  });
});
