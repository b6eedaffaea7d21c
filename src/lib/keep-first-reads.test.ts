import { describe, expect, it } from 'vitest';
import { readsBefore } from './keep-first-reads.ts';

const entry = (name: string, startTime: number, initiatorType = 'fetch') =>
  ({ name, startTime, initiatorType }) as PerformanceResourceTiming;

describe('readsBefore', () => {
  const origin = 'https://qaryzsyz.kz';
  it('keeps the public reads, images and reference lists made before control, once each', () => {
    const entries = [
      entry(`${origin}/api/public/property/buildings/7?lang=ru`, 10),
      entry(`${origin}/api/public/property/buildings/7?lang=ru`, 12),
      entry(`${origin}/api/public/property/settings?lang=ru`, 11),
      entry(`${origin}/api/public/media/3/plan.webp`, 20, 'img'),
      entry(`${origin}/api/common_data?lang=ru`, 30, 'xmlhttprequest'),
    ];
    expect(readsBefore(entries, origin, 100)).toEqual([
      `${origin}/api/public/property/buildings/7?lang=ru`,
      `${origin}/api/public/property/settings?lang=ru`,
      `${origin}/api/public/media/3/plan.webp`,
      `${origin}/api/common_data?lang=ru`,
    ]);
  });
  it('leaves out certificate checks, private reads, videos, other sites and what came after control', () => {
    const entries = [
      entry(`${origin}/api/public/verify/ABC`, 10),
      entry(`${origin}/api/user-info`, 10),
      entry(`${origin}/api/public/media/9/lesson.mp4`, 10, 'video'),
      entry('https://cdn.example.com/api/public/news', 10),
      entry(`${origin}/api/public/news?lang=ru`, 150),
      entry(`${origin}/assets/index-abc.js`, 10, 'script'),
    ];
    expect(readsBefore(entries, origin, 100)).toEqual([]);
  });
});
