/**
 * Russian and Kazakh Cyrillic → Chinese characters, by the Xinhua Russian–Chinese transcription table
 * (俄汉译音表, the table of GB/T 17693.4 "外语地名汉字译写导则 俄语"): a word is cut into syllables
 * (consonant + vowel, a vowel + й/у/н closing it where the table has a row for that), and each syllable
 * is the table's cell. Kazakh letters are read as the nearest Russian ones first. Pure and deterministic:
 * the KATO name generator (scripts/gen-kato-names.ts) runs it over every place name. ADR 096.
 */

/** The table's consonant columns, in the order of every row below ('' = a vowel alone). */
const COLS = '_ б п д т г к в ф з с ж ш дж ч щ ц х м н л р'.split(' ').map((c) => (c === '_' ? '' : c));

const row = (cells: string) => cells.split(' ');
/** Rows by vowel (or closed syllable); each has one cell per column of COLS. */
const TABLE: Record<string, string[]> = {
  '': row('_ 布 普 德 特 格 克 夫 夫 兹 斯 日 什 季 奇 希 茨 赫 姆 恩 尔 尔'),
  а: row('阿 巴 帕 达 塔 加 卡 瓦 法 扎 萨 扎 沙 贾 恰 夏 察 哈 马 纳 拉 拉'),
  я: row('亚 比亚 皮亚 佳 佳 吉亚 基亚 维亚 菲亚 贾 夏 扎 沙 贾 恰 夏 齐亚 希亚 米亚 尼亚 利亚 里亚'),
  э: row('埃 贝 佩 代 泰 盖 凯 韦 费 泽 塞 热 舍 杰 切 谢 采 海 梅 内 莱 雷'),
  е: row('耶 别 佩 杰 捷 格 克 韦 费 泽 谢 热 舍 杰 切 谢 采 赫 梅 涅 列 列'),
  ы: row('厄 贝 佩 德 特 格 克 维 菲 济 瑟 日 希 吉 奇 希 齐 黑 梅 内 雷 雷'),
  и: row('伊 比 皮 季 季 吉 基 维 菲 济 西 日 希 吉 奇 希 齐 希 米 尼 利 里'),
  о: row('奥 博 波 多 托 戈 科 沃 福 佐 索 若 绍 焦 乔 晓 措 霍 莫 诺 洛 罗'),
  ё: row('约 比奥 皮奥 焦 乔 吉奥 基奥 维奥 菲奥 焦 肖 若 绍 焦 乔 晓 措 晓 苗 尼奥 廖 廖'),
  у: row('乌 布 普 杜 图 古 库 武 富 祖 苏 茹 舒 朱 丘 休 楚 胡 穆 努 卢 鲁'),
  ю: row('尤 比尤 皮尤 久 秋 久 丘 维尤 菲尤 久 休 茹 舒 久 秋 休 秋 休 缪 纽 柳 留'),
  ай: row('艾 拜 派 代 泰 盖 凯 瓦伊 法伊 宰 赛 扎伊 沙伊 贾伊 柴 夏伊 采 海 迈 奈 莱 赖'),
  ау: row('奥 包 保 道 陶 高 考 沃 福 藻 绍 饶 绍 焦 乔 肖 曹 豪 毛 瑙 劳 劳'),
  уй: row('乌伊 布伊 普伊 杜伊 图伊 圭 奎 维 富伊 祖伊 绥 瑞 舒伊 朱伊 崔 休伊 崔 惠 穆伊 努伊 卢伊 鲁伊'),
  ан: row('安 班 潘 丹 坦 甘 坎 万 凡 赞 桑 然 尚 占 昌 尚 灿 汉 曼 南 兰 兰'),
  ян: row('扬 比扬 皮扬 江 强 吉扬 基扬 维扬 菲扬 江 相 让 尚 江 强 尚 齐扬 希扬 米扬 尼扬 良 良'),
  ен: row('延 边 片 坚 坚 根 肯 文 芬 津 先 任 申 真 琴 先 岑 亨 缅 年 连 连'),
  эн: row('恩 本 彭 登 滕 根 肯 文 芬 曾 森 任 申 真 琴 先 岑 亨 门 嫩 伦 伦'),
  ин: row('因 宾 平 金 京 金 金 温 芬 津 辛 任 申 金 钦 辛 琴 欣 明 宁 林 林'),
  он: row('翁 邦 庞 东 通 贡 孔 冯 丰 宗 松 容 雄 琼 琼 雄 宗 洪 蒙 农 隆 龙'),
  ун: row('温 本 蓬 敦 通 贡 昆 文 丰 尊 孙 容 顺 准 春 顺 聪 洪 蒙 农 伦 伦'),
  юн: row('云 比云 皮云 君 琼 久恩 丘恩 维云 菲云 久恩 顺 容 顺 君 琼 顺 琼 休恩 缪恩 纽恩 柳恩 留恩'),
};
TABLE.ын = TABLE.эн!; // the table gives ЫН and ЭН one row

/** Kazakh letters read as the Russian letter the table knows. */
const KAZAKH: Record<string, string> = { ә: 'а', ө: 'о', ұ: 'у', ү: 'у', қ: 'к', ғ: 'г', ң: 'н', һ: 'х', і: 'и' };
/** Consonant groups the table treats as one column (longest first). */
const GROUPS: [string, string][] = [
  ['дж', 'дж'],
  ['тч', 'ч'],
  ['дч', 'ч'],
  ['сч', 'щ'],
  ['дц', 'ц'],
  ['тц', 'ц'],
  ['дс', 'ц'],
  ['тс', 'ц'],
  ['цс', 'ц'],
];
const VOWELS = new Set('аяэеыиоёую');
/** й + vowel reads as the iotated vowel. */
const IOTATED: Record<string, string> = { а: 'я', о: 'ё', у: 'ю', е: 'е', э: 'е', ы: 'и', и: 'и' };

/**
 * Established Chinese names of words that recur inside place names, used whole instead of the
 * table (as the table's own notes allow for names with a traditional rendering).
 */
export const ESTABLISHED: Record<string, string> = {
  алматы: '阿拉木图',
  астана: '阿斯塔纳',
  жамбыл: '江布尔',
  түркістан: '突厥斯坦',
  туркестан: '突厥斯坦',
  шымкент: '奇姆肯特',
  қарағанды: '卡拉干达',
  караганда: '卡拉干达',
  павлодар: '巴甫洛达尔',
  семей: '塞梅伊',
  балқаш: '巴尔喀什',
  балхаш: '巴尔喀什',
  байқоңыр: '拜科努尔',
  байконыр: '拜科努尔',
  ұйғыр: '维吾尔',
  іле: '伊犁',
  ертіс: '额尔齐斯',
  сырдария: '锡尔河',
  зайсан: '斋桑',
  // Names of regions, so that a district of the same name reads as its region does.
  жетісу: '杰特苏',
  ұлытау: '乌勒套',
  маңғыстау: '曼吉斯套',
  мангистау: '曼吉斯套',
  қазақстан: '哈萨克斯坦',
  казахстан: '哈萨克斯坦',
};

/**
 * Kazakh elements whose official Chinese form departs from the Russian table, applied wherever they
 * start a word: Қызыл "red" is 克孜勒 (克孜勒奥尔达, 克孜勒扎尔), as Xinhua writes Кызыл.
 */
const PREFIXES: [string, string][] = [['кызыл', '克孜勒']];
/** The table's fixed word endings. */
const ENDINGS: [string, string][] = [
  ['город', '哥罗德'],
  ['град', '格勒'],
  ['поль', '波尔'],
];
/** "тау" (mountain) is 套 in every official name (曼吉斯套, 科克舍套, 乌勒套, 阿克套), not the table's 陶. */
const TAU = '套';

function cell(rowKey: string, consonant: string): string {
  const r = TABLE[rowKey];
  const i = COLS.indexOf(consonant);
  return r && i >= 0 ? r[i]! : '';
}

/** One word of Cyrillic letters (already lower case, Kazakh letters mapped) → characters. */
function word(w: string): string {
  let out = '';
  let i = 0;
  for (const [prefix, zh] of PREFIXES)
    if (w.startsWith(prefix)) {
      out = zh;
      i = prefix.length;
    }
  const isVowel = (k: number) => k < w.length && VOWELS.has(w[k]!);
  while (i < w.length) {
    const start = i;
    const ch = w[i]!;
    if (ch === 'ь' || ch === 'ъ') {
      i++;
      continue;
    }
    // The consonant of the syllable (maybe none).
    let consonant = '';
    let soft = false;
    if (!VOWELS.has(ch) && ch !== 'й') {
      const group = GROUPS.find(([g]) => w.startsWith(g, i));
      if (group) {
        consonant = group[1];
        i += group[0].length;
      } else if (COLS.includes(ch)) {
        consonant = ch;
        i++;
      } else {
        out += ch; // a letter the table does not know (none in KATO): kept as is
        i++;
        continue;
      }
      soft = w[i] === 'ь';
      while (w[i] === 'ь' || w[i] === 'ъ') i++;
    }
    // The vowel, if one follows (й + vowel is the iotated vowel).
    let vowel = '';
    if (ch === 'й' && !consonant) {
      i++;
      if (isVowel(i)) vowel = IOTATED[w[i]!] ?? w[i]!;
      else {
        out += '伊';
        continue;
      }
      i++;
    } else if (isVowel(i)) {
      vowel = w[i]!;
      i++;
    }
    if (!vowel) {
      out += standalone(w, start, consonant, i, soft);
      continue;
    }
    // Closed syllables: vowel + й / у / н when that letter does not open the next syllable.
    const next = w[i];
    const closes = next !== undefined && !isVowel(i + 1);
    if (next === 'й' && closes) {
      i++;
      if (vowel === 'и' || vowel === 'ы') out += cell(vowel, consonant);
      else if (vowel === 'а' || vowel === 'э') out += cell(vowel === 'а' ? 'ай' : 'э', consonant);
      else if (vowel === 'у') out += cell('уй', consonant);
      else out += cell(vowel, consonant) + '伊';
      continue;
    }
    if (next === 'у' && vowel === 'а' && closes) {
      i++;
      out += consonant === 'т' ? TAU : cell('ау', consonant);
      continue;
    }
    const nasal = vowel === 'э' || vowel === 'ы' ? 'эн' : vowel === 'я' ? 'ян' : `${vowel}н`;
    if (next === 'н' && closes && TABLE[nasal] && vowel !== 'ё') {
      i++;
      while (w[i] === 'ь') i++;
      out += start === 0 && consonant === 'н' && vowel === 'а' ? '楠' : cell(nasal, consonant);
      continue;
    }
    // Table notes: УА and ОА are 瓦; СИ opening a place name is 锡; Е opening a word is 叶.
    if (!consonant && vowel === 'а' && (w[start - 1] === 'у' || w[start - 1] === 'о') && start > 0) out += '瓦';
    else if (start === 0 && consonant === 'с' && vowel === 'и') out += '锡';
    else if (start === 0 && !consonant && vowel === 'е') out += '叶';
    else out += cell(vowel, consonant);
  }
  return out;
}

/** A consonant with no vowel after it. */
function standalone(w: string, start: number, consonant: string, end: number, soft: boolean): string {
  if (!consonant) return '';
  // ДЬ and ТЬ are 季 (Усть- 乌斯季).
  if (soft && (consonant === 'д' || consonant === 'т')) return '季';
  // Л and Р opening a word before another consonant are 勒; В and Ф opening a word are 弗.
  if (start === 0 && (consonant === 'л' || consonant === 'р') && end < w.length) return '勒';
  if (start === 0 && (consonant === 'в' || consonant === 'ф')) return '弗';
  // ЧТ: the Ч is 什; ГК: the Г is 赫.
  if (consonant === 'ч' && w[end] === 'т') return '什';
  if (consonant === 'г' && w[end] === 'к') return '赫';
  return cell('', consonant);
}

const normal = (s: string) => s.toLowerCase().replace(/[әөұүқғңһі]/gu, (c) => KAZAKH[c]!);

/**
 * A place name in Chinese characters. Words separated by spaces (or an initial's dot) are joined with
 * "·" (as Chinese writes foreign multi-word names), hyphenated parts run together; digits stay.
 */
export function toChinese(name: string): string {
  return name
    .trim()
    .split(/[\s.]+/u)
    .map((w) =>
      w
        .split('-')
        .map((part) => {
          const lower = part.toLowerCase().replace(/[,«»"()]/gu, '');
          const known = ESTABLISHED[lower];
          if (known) return known;
          const w = normal(lower);
          const ending = ENDINGS.find(([e]) => w.endsWith(e) && w.length > e.length);
          return ending ? word(w.slice(0, -ending[0].length)) + ending[1] : word(w);
        })
        .join(''),
    )
    .filter(Boolean)
    .join('·');
}
