import { describe, expect, it } from 'vitest';
import { albumsOf, applyFilter, galleryItem, wrapIndex } from './gallery-filters.ts';

const items = [
  galleryItem({ id: 1, title: 'A', kind: 'photo', album: 'Awards ', image: '/a' }),
  galleryItem({ id: 2, title: 'B', kind: 'video', album: 'Trips', video_file: '/v' }),
  galleryItem({ id: 3, title: 'C', kind: 'video', album: 'Awards', video: 'https://youtu.be/dQw4w9WgXcQ' }),
  galleryItem({ id: 4, title: 'D', kind: 'video', album: '', image: '/d' }),
];

describe('gallery filters', () => {
  it('lists albums once, in the order of their first item', () => {
    expect(albumsOf(items)).toEqual(['Awards', 'Trips']);
  });

  it('filters by kind and album together; a video with nothing to play counts as a photo', () => {
    expect(applyFilter(items, { kind: 'video', album: null }).map((i) => i.id)).toEqual([2, 3]);
    expect(applyFilter(items, { kind: 'photo', album: null }).map((i) => i.id)).toEqual([1, 4]);
    expect(applyFilter(items, { kind: 'video', album: 'Awards' }).map((i) => i.id)).toEqual([3]);
    expect(applyFilter(items, { kind: null, album: null })).toHaveLength(4);
  });

  it('goes round at either end', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
