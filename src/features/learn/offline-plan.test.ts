import { describe, expect, it } from 'vitest';
import { courseOwnFiles, lessonFiles, offlinePlan } from './offline-plan.ts';

describe('saving a course for offline', () => {
  const course = {
    image: '/api/public/media/a',
    image_size: 1000,
    lessons: [
      { materials: [{ url: '/api/public/media/b', size: 5000 }] },
      {
        materials: [
          { url: '/api/public/media/b', size: 5000 },
          { url: '/api/public/media/c', size: 2000 },
        ],
      },
    ],
  };
  it('counts the text and every file, fetching and counting a file shared by two lessons once', () => {
    const plan = offlinePlan(course, 300);
    expect(plan.urls).toEqual(['/api/public/media/a', '/api/public/media/b', '/api/public/media/c']);
    expect(plan.bytes).toBe(300 + 1000 + 5000 + 2000);
  });
  it('counts covers and the videos in the quality picked; the original where no low copy exists', () => {
    const withVideo = {
      ...course,
      video: { url: '/v/course', size: 70_000, low: null },
      lessons: [
        {
          materials: [],
          cover: '/c/1',
          cover_size: 400,
          video: { url: '/v/high', size: 90_000, low: { url: '/v/low', size: 20_000 } },
        },
      ],
    };
    const low = offlinePlan(withVideo, 0, 'low');
    expect(low.urls).toEqual(['/api/public/media/a', '/v/course', '/c/1', '/v/low']);
    expect(low.bytes).toBe(1000 + 70_000 + 400 + 20_000);
    const high = offlinePlan(withVideo, 0, 'high');
    expect(high.urls).toContain('/v/high');
    expect(high.urls).not.toContain('/v/low');
    expect(high.bytes).toBe(1000 + 70_000 + 400 + 90_000);
  });
  it("counts and fetches the tests' question pictures; a lesson's own test pictures belong to that lesson", () => {
    const tested = {
      ...course,
      lessons: [
        { id: 1, materials: [] },
        { id: 2, materials: [] },
      ],
      tests: [
        { lesson_id: 1, questions: [{ image: '/q/1a', image_size: 300 }, { image: null }] },
        { lesson_id: null, questions: [{ image: '/q/final', image_size: 700 }] },
      ],
    };
    const plan = offlinePlan(tested, 0);
    expect(plan.urls).toEqual(['/api/public/media/a', '/q/final', '/q/1a']);
    expect(plan.bytes).toBe(1000 + 700 + 300);
    // The "available offline" mark of lesson 1 waits for its test's picture; lesson 2 has none to wait for.
    expect(lessonFiles(tested, tested.lessons[0]!, 'high').map((f) => f.url)).toEqual(['/q/1a']);
    expect(lessonFiles(tested, tested.lessons[1]!, 'high')).toEqual([]);
    expect(courseOwnFiles(tested, 'high').map((f) => f.url)).toContain('/q/final');
  });
});
