import { describe, expect, it } from 'vitest';
import { isSlow, resolveQuality, videoFile } from './video-quality.ts';

describe('video quality', () => {
  it('"auto" picks the low copy on 2g, 3g, slow-2g or with data saving on, the original otherwise', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(resolveQuality('auto', { effectiveType })).toBe('low');
    expect(resolveQuality('auto', { effectiveType: '4g', saveData: true })).toBe('low');
    expect(resolveQuality('auto', { effectiveType: '4g' })).toBe('high');
    expect(resolveQuality('auto', undefined)).toBe('high');
    expect(isSlow({})).toBe(false);
  });
  it('a chosen quality wins over the connection; "auto" plays the quality this device saved', () => {
    expect(resolveQuality('high', { effectiveType: '2g' })).toBe('high');
    expect(resolveQuality('low', { effectiveType: '4g' })).toBe('low');
    expect(resolveQuality('auto', { effectiveType: '4g' }, 'low')).toBe('low');
    expect(resolveQuality('auto', { effectiveType: '2g' }, 'high')).toBe('high');
  });
  it('plays the original while no low copy exists', () => {
    const video = { url: '/a', size: 9, low: null };
    expect(videoFile(video, 'low')).toEqual({ url: '/a', size: 9 });
    expect(videoFile({ ...video, low: { url: '/b', size: 2 } }, 'low')).toEqual({ url: '/b', size: 2 });
    expect(videoFile(null, 'low')).toBeNull();
  });
});
