import { describe, expect, it } from 'vitest';
import { localeFromPath, pathInLocale } from './locale.ts';

describe('locale from the URL', () => {
  it('reads the prefix and treats ch as zh', () => {
    expect(localeFromPath('/ru/about')).toBe('ru');
    expect(localeFromPath('/ch')).toBe('zh');
    expect(localeFromPath('/about')).toBeUndefined();
    expect(localeFromPath('/')).toBeUndefined();
  });

  it('switches the language of a page and keeps the page, query and hash', () => {
    expect(pathInLocale('/ru/admin/login?from=%2Fx#top', 'en')).toBe('/en/admin/login?from=%2Fx#top');
    expect(pathInLocale('/', 'zh')).toBe('/zh');
    expect(pathInLocale('/admin/news', 'kk')).toBe('/kk/admin/news');
    expect(pathInLocale('/ch/', 'ru')).toBe('/ru');
  });
});
