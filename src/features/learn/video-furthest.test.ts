import { describe, expect, it } from 'vitest';
import { furthestReporter } from './video-furthest.ts';

describe('the furthest point of a lesson video', () => {
  it('is queued every 5 s of progress and on pause, never again for a seek back', () => {
    const sent: number[] = [];
    const r = furthestReporter((s) => sent.push(s));
    for (const t of [0.5, 2, 4.9]) r.at(t);
    expect(sent).toEqual([]);
    r.at(5.2);
    expect(sent).toEqual([5]);
    r.at(7.8);
    r.flush();
    expect(sent).toEqual([5, 7]);
    // Seeking back and pausing there reports nothing: the furthest point stays 7.
    r.at(1);
    r.flush();
    expect(sent).toEqual([5, 7]);
    r.at(12.1);
    expect(sent).toEqual([5, 7, 12]);
  });
});
