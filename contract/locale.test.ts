import { describe, expect, it } from 'vitest';
import { parseLocale, pickLocalized } from './locale.ts';

describe('parseLocale', () => {
  it('reads a URL segment or header, with the seed’s ch alias', () => {
    expect(parseLocale('ch')).toBe('zh');
    expect(parseLocale('ru-RU,ru;q=0.9')).toBe('ru');
    expect(parseLocale('de')).toBeUndefined();
  });
});

describe('pickLocalized', () => {
  it('answers the asked language, else Russian, else any written translation', () => {
    expect(pickLocalized({ kk: 'Жаңалық', ru: 'Новость', zh: '新闻' }, 'zh')).toBe('新闻');
    expect(pickLocalized({ kk: 'Жаңалық', ru: 'Новость' }, 'zh')).toBe('Новость');
    // An item written only in Kazakh still has a title in Chinese: an empty link has no name (axe link-name).
    expect(pickLocalized({ kk: 'Жаңалық' }, 'zh')).toBe('Жаңалық');
    expect(pickLocalized({ en: 'News', ru: '' }, 'kk')).toBe('News');
    expect(pickLocalized({}, 'kk')).toBe('');
  });
});
