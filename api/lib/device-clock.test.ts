import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_CLOCK_AHEAD_MS, deviceTime, PROGRAMME_FLOOR_MS } from './device-clock.ts';

const received = new Date('2026-06-01T10:00:00Z');

describe('deviceTime', () => {
  it('believes a time inside [floor, receipt + 5 min] and otherwise takes the receipt time', () => {
    expect(deviceTime(received.getTime() - 3_600_000, received)).toMatchObject({ trusted: true });
    expect(deviceTime(received.getTime() + DEVICE_CLOCK_AHEAD_MS, received)).toMatchObject({ trusted: true });
    for (const wrong of [
      0,
      Date.UTC(3000, 0, 1),
      Date.UTC(9999, 11, 31),
      received.getTime() + DEVICE_CLOCK_AHEAD_MS + 1,
    ])
      expect(deviceTime(wrong, received)).toEqual({ at: received, trusted: false, claimed: wrong });
    expect(deviceTime(new Date(8.64e15 + 1), received)).toEqual({ at: received, trusted: false, claimed: null });
  });

  it('always gives a storable time inside the window, whatever the device sent', () => {
    const floor = fc.integer({ min: PROGRAMME_FLOOR_MS, max: received.getTime() });
    const anything = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(NaN, Infinity, -Infinity, 8.64e15 + 1, -1));
    fc.assert(
      fc.property(anything, floor, (claimed, floorMs) => {
        const { at, trusted } = deviceTime(claimed, received, floorMs);
        expect(Number.isFinite(at.getTime())).toBe(true);
        expect(at.getTime()).toBeLessThanOrEqual(received.getTime() + DEVICE_CLOCK_AHEAD_MS);
        if (trusted) expect(at.getTime()).toBeGreaterThanOrEqual(floorMs);
        else expect(at).toEqual(received);
      }),
    );
  });
});
