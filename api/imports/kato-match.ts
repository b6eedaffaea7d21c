/**
 * Free-text region, district and rural okrug names in akimat lists ("Акмолинская обл.", "Зерендинский
 * р-н", "Ақсу а.о.") matched to KATO ids: the official abbreviations and the words they stand for are
 * dropped, then the rest is compared with the Kazakh and Russian names under the parent already found
 * (a district in its region). One match is used; several become a question with the candidates, which
 * the officer answers once for the job (ADR 085).
 */
import type { Db, Tx } from '../../db/client.ts';
import { kato, type KatoQuestion } from '../../db/schema.ts';

interface Entry {
  id: number;
  parent: number | null;
  level: number;
  nameKk: string;
  nameRu: string;
}

const NOISE = new Set([
  'область',
  'обл',
  'облысы',
  'облыс',
  'region',
  'район',
  'рн',
  'р',
  'н',
  'ауданы',
  'аудан',
  'district',
  'сельский',
  'округ',
  'со',
  'с',
  'о',
  'ауылдық',
  'округі',
  'ао',
  'а',
  'г',
  'город',
  'қ',
  'қаласы',
  'ә',
  'га',
  'қә',
  'city',
  'сельская',
  'администрация',
  'са',
  'поселковая',
  'па',
  'кенттік',
  'әкімдігі',
  'қалалық',
]);

/** The name without case, punctuation, ё or the official words around it: "Зерендинский р-н" → "зерендинский". */
export function katoKey(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((w) => w && !NOISE.has(w))
    .join(' ');
}
const REGION_WORDS = new Set(['область', 'обл', 'облысы', 'облыс', 'region']);
const CITY_WORDS = new Set(['г', 'город', 'қ', 'қаласы', 'city']);
/** What a name says it is: "Алматы облысы" a region, "г. Алматы" or "Алматы қ." a city, "Алматы" nothing. */
function kindOf(text: string): 'region' | 'city' | null {
  const words = text.toLowerCase().split(/[\s\p{P}\p{S}]+/u);
  if (words.some((w) => REGION_WORDS.has(w))) return 'region';
  return words.some((w) => CITY_WORDS.has(w)) ? 'city' : null;
}

/** Russian adjectives of place ("Абайский", "Зерендинская") against the noun ("Абай", "Зеренді"). */
const stem = (key: string) => key.replace(/(ский|ская|ское|инский|енский|ский)$/u, '').replace(/[іиы]$/u, '');

export class KatoIndex {
  private readonly byParent = new Map<number | null, Entry[]>();
  readonly byId = new Map<number, Entry>();
  constructor(db: Db | Tx) {
    for (const k of db
      .select({ id: kato.id, parent: kato.parentId, level: kato.level, nameKk: kato.nameKk, nameRu: kato.nameRu })
      .from(kato)
      .all()) {
      this.byId.set(k.id, k);
      if (k.level > 3) continue;
      this.byParent.set(k.parent, [...(this.byParent.get(k.parent) ?? []), k]);
    }
  }

  /** Candidates for `text` at `level` (1 region, 2 district, 3 okrug), within `parent` when it is known. */
  match(text: string, level: 1 | 2 | 3, parent: number | null | undefined): Entry[] {
    const key = katoKey(text);
    if (!key) return [];
    const pool =
      parent !== undefined && parent !== null
        ? (this.byParent.get(parent) ?? [])
        : [...this.byParent.values()].flat().filter((e) => e.level === level);
    const exact = pool.filter((e) => katoKey(e.nameRu) === key || katoKey(e.nameKk) === key);
    // The same name for a region and a city ("Алматы"): the word written beside it tells which.
    const kind = exact.length > 1 ? kindOf(text) : null;
    const told = kind ? exact.filter((e) => kindOf(e.nameRu) === kind || kindOf(e.nameKk) === kind) : [];
    if (told.length) return told;
    if (exact.length) return exact;
    return pool.filter((e) => stem(katoKey(e.nameRu)) === stem(key) || stem(katoKey(e.nameKk)) === stem(key));
  }

  question(field: string, text: string, key: string, found: Entry[]): KatoQuestion {
    return {
      field,
      text,
      key,
      options: found.map((e) => ({
        id: e.id,
        name_kk: e.nameKk,
        name_ru: e.nameRu,
        parent_ru: e.parent !== null ? (this.byId.get(e.parent)?.nameRu ?? null) : null,
      })),
    };
  }
}

export const katoPickKey = (field: string, text: string) => `${field}:${katoKey(text)}`;

const LEVELS: Record<string, 1 | 2 | 3> = {
  region_id: 1,
  lesson_region_id: 1,
  district_id: 2,
  lesson_district_id: 2,
  rural_okrug_id: 3,
};
const PARENTS: Record<string, string | null> = {
  region_id: null,
  lesson_region_id: null,
  district_id: 'region_id',
  lesson_district_id: 'lesson_region_id',
  rural_okrug_id: 'district_id',
};

/**
 * Replaces KATO names in a row's values by ids, in place, parents first. A name with no match is left
 * as it is (the schema then says "choose from the list"); one with several becomes a question and its
 * field an error, unless the officer's pick for that text answers it.
 */
export function resolveKato(
  index: KatoIndex,
  values: Record<string, unknown>,
  picks: Record<string, number>,
): { questions: KatoQuestion[]; errors: Record<string, string[]> } {
  const questions: KatoQuestion[] = [];
  const errors: Record<string, string[]> = {};
  for (const [field, level] of Object.entries(LEVELS)) {
    const text = values[field];
    if (typeof text !== 'string' || text === '' || /^\d+$/.test(text)) continue;
    const key = katoPickKey(field, text);
    const parentField = PARENTS[field];
    const parent = parentField ? Number(values[parentField]) : NaN;
    const found = index.match(text, level, Number.isInteger(parent) && parent > 0 ? parent : null);
    if (picks[key] !== undefined) {
      // Still listed, so the officer sees the pick and may change it.
      if (found.length > 1) questions.push(index.question(field, text, key, found));
      values[field] = picks[key];
    } else if (found.length === 1) values[field] = found[0]!.id;
    else if (found.length > 1) {
      questions.push(index.question(field, text, key, found));
      errors[field] = ['imports.kato.ambiguous'];
    } else errors[field] = ['imports.kato.unknown'];
  }
  // Lists that name only the district (or okrug) still say where it lies: the parent follows from KATO.
  for (const [child, parentField] of [
    ['rural_okrug_id', 'district_id'],
    ['district_id', 'region_id'],
    ['lesson_district_id', 'lesson_region_id'],
  ] as const) {
    const id = values[child];
    const parent = typeof id === 'number' ? index.byId.get(id)?.parent : undefined;
    if (parent && (values[parentField] === undefined || values[parentField] === '')) values[parentField] = parent;
  }
  return { questions, errors };
}
