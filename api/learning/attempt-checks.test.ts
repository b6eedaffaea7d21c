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
      finishFlags({ deviceStart: start, device: start + ms, received: start + ms, questions: 10, earliest: null });
    expect(at(60_000)).toEqual([]);
    expect(at(10_000)).toEqual(['too_fast']);
  });

  it('device times that look patient do not hide a finish received seconds after the phone got the test', () => {
    const given = Date.UTC(2026, 5, 1, 10);
    const received = given + 500;
    // The device claims an hour; the server gave the phone the test half a second before the finish arrived.
    const flags = finishFlags({
      deviceStart: received - 3600_000,
      device: received,
      received,
      questions: 10,
      earliest: given,
    });
    expect(flags).toEqual(['too_fast_received']);
    expect(
      finishFlags({
        deviceStart: given,
        device: given + 60_000,
        received: given + 60_000,
        questions: 10,
        earliest: given,
      }),
    ).toEqual([]);
  });
});
