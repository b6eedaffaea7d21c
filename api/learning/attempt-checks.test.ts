import { describe, expect, it } from 'vitest';
import { finishFlags, minMsPerQuestion, startFlags } from './attempt-checks.ts';

describe('implausible attempt times', () => {
  it('the floor per question is 2 s unless configured', () => {
    expect(minMsPerQuestion({})).toBe(2_000);
    expect(minMsPerQuestion({ LEARN_MIN_SECONDS_PER_QUESTION: '0.5' })).toBe(500);
    expect(minMsPerQuestion({ LEARN_MIN_SECONDS_PER_QUESTION: 'soon' })).toBe(2_000);
  });

  it('a start within five minutes ahead of the receipt is believed; an hour ahead is not', () => {
    const received = Date.UTC(2026, 5, 1, 10);
    expect(startFlags({ device: received + 4 * 60_000, received, earliest: null })).toEqual([]);
    expect(startFlags({ device: received + 3600_000, received, earliest: null })).toEqual(['start_future']);
  });

  it('ten questions answered in a minute are plausible, in ten seconds they are not', () => {
    const start = Date.UTC(2026, 5, 1, 10);
    const at = (ms: number) =>
      finishFlags({ deviceStart: start, device: start + ms, received: start + ms, questions: 10 });
    expect(at(60_000)).toEqual([]);
    expect(at(10_000)).toEqual(['too_fast']);
  });
});
