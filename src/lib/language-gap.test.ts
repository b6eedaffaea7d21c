import { describe, expect, it } from 'vitest';
import { isNetworkFailure, LastAnswers } from './language-gap.ts';
import { ApiError } from './api.ts';

describe('the copy a language switch falls back to offline', () => {
  it('is the last answer for the page in another language, never one in the language asked for', () => {
    const last = new LastAnswers<string>();
    last.set('/public/news', 'ru', 'Новости');
    expect(last.otherThan('/public/news', 'en')).toEqual({ locale: 'ru', value: 'Новости' });
    expect(last.otherThan('/public/news', 'ru')).toBeUndefined();
    expect(last.otherThan('/public/experts', 'en')).toBeUndefined();
  });

  it('keeps a bounded number of pages, forgetting the longest unused first', () => {
    const last = new LastAnswers<number>();
    for (let i = 0; i < 60; i++) last.set(`/p/${i}`, 'kk', i);
    last.set('/p/10', 'kk', 10); // used again: kept
    last.set('/p/60', 'kk', 60);
    expect(last.otherThan('/p/0', 'en')).toBeUndefined();
    expect(last.otherThan('/p/10', 'en')?.value).toBe(10);
    expect(last.otherThan('/p/60', 'en')?.value).toBe(60);
  });

  it('is used only when the server could not be reached, not when it answered with an error', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(404, 'Not found'))).toBe(false);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
