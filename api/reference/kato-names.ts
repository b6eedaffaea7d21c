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
  [/\bим\.\s*/gu, 'им. '],
  [/\bг\.(?=\S)/gu, 'г. '],
];
const KK: [RegExp, string][] = [
  [/\s*Қ\.Ә\.$/u, ' қалалық әкімдігі'],
  [/\s*Г\.А\.$/u, ' қалалық әкімдігі'],
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
