/**
 * The display names of every KATO unit in the four languages, made from the verbatim KATO data
 * (db/data/kato.json) by scripts/gen-kato-names.ts into db/data/kato-names.json (ADR 096):
 * kk and ru without official abbreviations, en given (regions, districts, cities) or transliterated
 * from the Kazakh name (rural okrugs, towns), zh from the hand-checked table or transcribed.
 */
import { displayKatoName } from './kato-names.ts';
import { OFFICIAL_ZH } from './kato-official-zh.ts';
import { toChinese } from './translit-zh.ts';
import { toLatin, toLatinName } from './translit-en.ts';

export interface KatoSource {
  kato: string;
  kk: string;
  ru: string;
  en?: string;
  type?: string;
  districts?: KatoSource[];
  subdivisions?: KatoSource[];
}

/** kk, ru, en, zh — in this order in the data file. */
export type KatoNames = [kk: string, ru: string, en: string, zh: string];

/** The kinds of third-level units, read from the abbreviation that ends the Kazakh name. */
type Kind = 'okrug' | 'rural' | 'settlement' | 'town_admin' | 'town';
const KINDS: [RegExp, Kind][] = [
  [/\s*а\s*\.\s*о\s*\.?$/u, 'okrug'],
  [/\s*а\.ә\.?$/u, 'rural'],
  [/\s*к\.ә\.?$/u, 'settlement'],
  [/\s*қ\.ә\.?$/u, 'town_admin'],
  [/\s*қ\.$/u, 'town'],
];
/** "named after": kept in Kazakh, left out in English and Chinese as the district names do. */
const NAMED = /\s*(атындағы|атын\.?|ат\.)$/u;

const KK_KIND: Record<Kind, string> = {
  okrug: 'ауылдық округі',
  rural: 'ауылдық әкімдігі',
  settlement: 'кенттік әкімдігі',
  town_admin: 'қалалық әкімдігі',
  town: 'қаласы',
};
const EN_KIND: Record<Kind, string> = {
  okrug: 'Rural District',
  rural: 'Rural Administration',
  settlement: 'Settlement Administration',
  town_admin: 'Town Administration',
  town: 'City',
};
/** 乡 a rural okrug, 村 a single village's administration, 镇 a settlement, 市 a town. */
const ZH_KIND: Record<Kind, string> = { okrug: '乡', rural: '村', settlement: '镇', town_admin: '市', town: '市' };
/** Second level: a district (or a city's district) is 区, a city 市. */
const ZH_TYPE: Record<string, string> = { district: '区', city_district: '区', city: '市' };

const squash = (s: string) => s.replace(/\s+/gu, ' ').trim();

/** The Kazakh name without its type: "Бурабай ауданы" → "Бурабай", "Семей Қ.Ә." → "Семей". */
const districtBase = (kk: string) => squash(kk.replace(/\s*(ауданы|Қ\.Ә\.|Г\.А\.)$/u, '').replace(NAMED, ''));

function third(kk: string): { base: string; kind: Kind; named: boolean } {
  let base = squash(kk);
  let kind: Kind = 'okrug';
  for (const [re, k] of KINDS)
    if (re.test(base)) {
      kind = k;
      base = base.replace(re, '');
      break;
    }
  const named = NAMED.test(base);
  return { base: squash(base.replace(NAMED, '')), kind, named };
}

/** Every unit's names by KATO code. */
export function buildKatoNames(regions: KatoSource[]): Record<string, KatoNames> {
  const out: Record<string, KatoNames> = {};
  // A town named as a city of regional significance keeps that city's Chinese name (Өскемен қ.).
  const cityZh = new Map<string, string>();
  for (const r of regions)
    for (const d of r.districts ?? [])
      if (d.type === 'city' && OFFICIAL_ZH[Number(d.kato)])
        cityZh.set(districtBase(d.kk), OFFICIAL_ZH[Number(d.kato)]!.replace(/市$/u, ''));
  const zhOf = (base: string) => cityZh.get(base) ?? toChinese(base);

  for (const r of regions) {
    out[r.kato] = [
      displayKatoName(r.kk, 'kk'),
      displayKatoName(r.ru, 'ru'),
      r.en ?? r.ru,
      OFFICIAL_ZH[Number(r.kato)] ?? r.ru,
    ];
    for (const d of r.districts ?? []) {
      const base = districtBase(d.kk);
      out[d.kato] = [
        displayKatoName(d.kk, 'kk'),
        displayKatoName(d.ru, 'ru'),
        d.en ?? toLatin(base),
        OFFICIAL_ZH[Number(d.kato)] ?? zhOf(base) + (ZH_TYPE[d.type ?? 'district'] ?? '区'),
      ];
      for (const s of d.subdivisions ?? []) {
        const { base: b, kind, named } = third(s.kk);
        out[s.kato] = [
          `${b}${named ? ' атындағы' : ''} ${KK_KIND[kind]}`,
          displayKatoName(s.ru, 'ru'),
          `${toLatinName(b)} ${EN_KIND[kind]}`,
          zhOf(b) + ZH_KIND[kind],
        ];
      }
    }
  }
  return out;
}

/** The data file's text: one unit a line, so a change to a name is a one-line diff. */
export function katoNamesFile(names: Record<string, KatoNames>): string {
  const lines = Object.entries(names).map(([code, n]) => `  ${JSON.stringify(code)}: ${JSON.stringify(n)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
