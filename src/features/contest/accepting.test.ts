import { describe, expect, it } from 'vitest';
import { accepting } from './accepting.ts';

const H = 3_600_000;
const s = { year: 2026, opens_at: 100 * H, closes_at: 200 * H, grace_hours: 72, open: true };

describe('whether a contest form may be filled on this device', () => {
  it('not before the opening, a new form not after the close, a draft begun in time during the grace', () => {
    expect(accepting(s, false, 99 * H)).toBe('not_open');
    expect(accepting(s, false, 150 * H)).toBe('open');
    expect(accepting(s, false, 201 * H)).toBe('closed');
    expect(accepting(s, true, 201 * H)).toBe('open');
    expect(accepting(s, true, 273 * H)).toBe('closed');
  });

  it('judges by the clock, not by the "open" flag the server sent when it was last online', () => {
    expect(accepting({ ...s, open: true }, false, 300 * H)).toBe('closed');
  });
});
