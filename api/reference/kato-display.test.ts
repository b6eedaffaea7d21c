import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKatoNames, katoNamesFile, type KatoSource } from './kato-display.ts';
import { displayKatoName, katoName } from './kato-names.ts';
import { toLatin, toLatinName } from './translit-en.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const { regions } = JSON.parse(read('../../db/data/kato.json')) as { regions: KatoSource[] };
const names = buildKatoNames(regions);

describe('KATO display names', () => {
  it('the committed db/data/kato-names.json is what scripts/gen-kato-names.ts makes', () => {
    expect(read('../../db/data/kato-names.json')).toBe(katoNamesFile(names));
  });

  it('gives every unit a name in all four languages, without abbreviations or stray letters', () => {
    const all = Object.values(names);
    expect(all).toHaveLength(20 + 228 + 2360);
    for (const [kk, ru, en, zh] of all) {
      expect(kk).not.toMatch(/(^|\s)(а\.\s?о|а\.ә|к\.ә|қ\.ә|Қ\.Ә|Г\.А|қ|атын|ат)\.?(\s|$)/u);
      expect(ru).not.toMatch(/(^|\s|\.)(с\.о|с\.а|п\.а|г\.а|Г\.А|им)\.?(\s|$)/u);
      expect(en).toMatch(/^[A-Za-z .'-]+$/u);
      expect(zh).toMatch(/^[\p{Script=Han}·]+$/u);
    }
  });

  it('names regions and cities by the hand-checked Chinese table', () => {
    expect(names['630000000']![3]).toBe('东哈萨克斯坦州');
    expect(names['710000000']![3]).toBe('阿斯塔纳市');
    expect(names['631000000']![3]).toBe('厄斯克门市');
    // A town under its city's administration keeps the city's Chinese name.
    expect(names['631010000']![3]).toBe('厄斯克门市');
  });

  it('names a district and a rural okrug in each language', () => {
    expect(names['117000000']).toEqual(['Бурабай ауданы', 'Бурабайский район', 'Burabay District', '布拉拜区']);
    expect(names['623661000']).toEqual([
      'Қараағаш ауылдық округі',
      'Караагашский сельский округ',
      'Karaagash Rural District',
      '卡拉阿加什乡',
    ]);
    expect(names['154258000']).toEqual([
      'И.Құрманов атындағы ауылдық округі',
      'сельский округ имени И.Курманова',
      'I. Kurmanov Rural District',
      '伊·库尔马诺夫乡',
    ]);
  });

  it('reads the generated names by code and language', () => {
    expect(katoName(117000000, 'zh')).toBe('布拉拜区');
    expect(katoName(117000000, 'en')).toBe('Burabay District');
    expect(katoName(1, 'ru')).toBeUndefined();
  });

  it('expands abbreviations of kk and ru names for display', () => {
    expect(displayKatoName('Семей Қ.Ә.', 'kk')).toBe('Семей қаласы');
    expect(displayKatoName('Риддер қ.', 'kk')).toBe('Риддер қаласы');
    expect(displayKatoName('Семей Г.А.', 'ru')).toBe('г. Семей');
    expect(displayKatoName('с.о.им.Койгельды', 'ru')).toBe('сельский округ имени Койгельды');
  });

  it('transliterates Kazakh to English as the KATO data does', () => {
    expect(toLatin('Бөкейордасы')).toBe('Bokeyordasy');
    expect(toLatin('Ұйғыр')).toBe('Uygyr');
    expect(toLatinName('Алпамыс батыр')).toBe('Alpamys Batyr');
  });
});
