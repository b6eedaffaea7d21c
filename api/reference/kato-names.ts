import { readFileSync } from 'node:fs';
import { projectFile } from '../../db/project-files.ts';
import type { Locale } from '../../contract/locale.ts';

/**
 * KATO keeps official abbreviations ("Семей Г.А.", "Ақсу а.о."); people read full words, so names
 * are expanded for display. The stored names stay verbatim.
 */
const RU: [RegExp, string][] = [
  [/^(.*?)\s*Г\.А\.$/u, 'г. $1'],
  [/\bс\.о\.\s*/gu, 'сельский округ '],
  [/\bс\.о$/gu, 'сельский округ'],
  [/\bс\.а\.\s*/gu, 'сельская администрация '],
  [/\bп\.а\.\s*/gu, 'поселковая администрация '],
  [/\bг\.а\.\s*/gu, 'городская администрация '],
  [/\bр\.а\.\s*/gu, 'районная администрация '],
  [/\bим\.\s*/gu, 'имени '],
  [/\bг\.(?=\S)/gu, 'г. '],
];
const KK: [RegExp, string][] = [
  [/\s*Қ\.Ә\.$/u, ' қаласы'],
  [/\s*Г\.А\.$/u, ' қаласы'],
  [/\s+қ\.$/u, ' қаласы'],
  [/\bатын\.\s*/gu, 'атындағы '],
  [/\bа\.о\.?(?=\s|$)/gu, 'ауылдық округі'],
  [/\bа\.ә\.?(?=\s|$)/gu, 'ауылдық әкімдігі'],
  [/\bк\.ә\.?(?=\s|$)/gu, 'кенттік әкімдігі'],
  [/\bқ\.ә\.?(?=\s|$)/gu, 'қалалық әкімдігі'],
];

// \b does not see Cyrillic letters as word characters, so match at start or after a space instead.
const fix = (rules: [RegExp, string][]) =>
  rules.map(([re, to]) => [new RegExp(re.source.replaceAll('\\b', '(?<=^|[\\s.(])'), re.flags), to] as const);
const RU_RULES = fix(RU);
const KK_RULES = fix(KK);

export function displayKatoName(name: string, lang: 'kk' | 'ru' | 'en'): string {
  const rules = lang === 'ru' ? RU_RULES : lang === 'kk' ? KK_RULES : [];
  let out = name;
  for (const [re, to] of rules) out = out.replace(re, to);
  return out.replace(/\s{2,}/g, ' ').trim();
}

/** kk, ru, en, zh display names by KATO code, generated from the KATO data (ADR 096). */
let names: Map<number, readonly [string, string, string, string]> | undefined;
const LANG_INDEX: Record<Locale, number> = { kk: 0, ru: 1, en: 2, zh: 3 };

function table() {
  names ??= new Map(
    Object.entries(
      JSON.parse(readFileSync(projectFile('db/data/kato-names.json'), 'utf8')) as Record<
        string,
        [string, string, string, string]
      >,
    ).map(([code, n]) => [Number(code), n]),
  );
  return names;
}

/** The name a person reads for a KATO unit, in their language; undefined for an unknown code. */
export function katoName(id: number, locale: Locale): string | undefined {
  return table().get(id)?.[LANG_INDEX[locale]];
}

/** Names of several units (unknown codes left out), for lists, reports and exports. */
export function katoNames(ids: Iterable<number | null | undefined>, locale: Locale): Map<number, string> {
  const out = new Map<number, string>();
  for (const id of ids) {
    if (id === null || id === undefined || out.has(id)) continue;
    const name = katoName(id, locale);
    if (name !== undefined) out.set(id, name);
  }
  return out;
}

/** A unit's names in every language, as a localized label (survey statistics name KATO answers with it). */
export function katoLabel(id: number): Record<Locale, string> | undefined {
  const n = table().get(id);
  return n && { kk: n[0], ru: n[1], en: n[2], zh: n[3] };
}
