import { describe, expect, it } from 'vitest';
import { toChinese } from './translit-zh.ts';

describe('Cyrillic → Chinese by the Xinhua Russian table', () => {
  // Official or established Chinese names that the table itself gives.
  it.each([
    ['Актобе', '阿克托别'],
    ['Тараз', '塔拉兹'],
    ['Атырау', '阿特劳'],
    ['Костанай', '科斯塔奈'],
    ['Экибастуз', '埃基巴斯图兹'],
    ['Степногорск', '斯捷普诺戈尔斯克'],
    ['Лисаковск', '利萨科夫斯克'],
    ['Рудный', '鲁德内'],
    ['Аркалык', '阿尔卡雷克'],
    ['Уральск', '乌拉尔斯克'],
    ['Аксу', '阿克苏'],
    ['Бурабай', '布拉拜'],
    ['Ақмола', '阿克莫拉'],
    ['Сатпаев', '萨特帕耶夫'],
  ])('%s → %s', (ru, zh) => expect(toChinese(ru)).toBe(zh));

  it('writes the Kazakh "тау" (mountain) 套 and "Қызыл" 克孜勒, as every official name does', () => {
    expect(toChinese('Кокшетау')).toBe('科克舍套');
    expect(toChinese('Мангистау')).toBe('曼吉斯套');
    expect(toChinese('Актау')).toBe('阿克套');
    expect(toChinese('Кызылорда')).toBe('克孜勒奥尔达');
    expect(toChinese('Қызылжар')).toBe('克孜勒扎尔');
  });

  it('reads Kazakh letters as the nearest Russian ones', () => {
    expect(toChinese('Қараағаш')).toBe('卡拉阿加什');
    expect(toChinese('Сарыарқа')).toBe('萨雷阿尔卡');
  });

  it('closes a syllable with й, у and н only where they do not open the next one', () => {
    expect(toChinese('Наурызбай')).toBe('瑙雷兹拜');
    expect(toChinese('Кентау')).toBe('肯套');
    expect(toChinese('Жанаозен')).toBe('扎纳奥津');
  });

  it('follows the table notes: ДЬ/ТЬ 季, Л opening a word before a consonant 勒, УА 瓦, Е opening a word 叶', () => {
    expect(toChinese('Усть-Таловка')).toBe('乌斯季塔洛夫卡');
    expect(toChinese('Лба')).toBe('勒巴');
    expect(toChinese('Жуалы')).toBe('茹瓦雷');
    expect(toChinese('Есіл')).toBe('叶西尔');
  });

  it("writes the table's fixed endings: -град 格勒, -поль 波尔", () => {
    expect(toChinese('Целиноград')).toBe('采利诺格勒');
    expect(toChinese('Мелитополь')).toBe('梅利托波尔');
  });

  it('uses the established name of a word that has one, and joins words with ·', () => {
    expect(toChinese('Алматы')).toBe('阿拉木图');
    expect(toChinese('Ұйғыр')).toBe('维吾尔');
    expect(toChinese('Алпамыс батыр')).toBe('阿尔帕梅斯·巴特尔');
    expect(toChinese('И.Құрманов')).toBe('伊·库尔马诺夫');
  });
});
