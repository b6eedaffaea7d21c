/** The interface languages. `ch` is the seed's URL alias of `zh`; kk is the default, ru the fallback. */
export const LOCALES = ['kk', 'ru', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'kk';
export const FALLBACK_LOCALE: Locale = 'ru';

/** A known locale for a URL segment or header value (`ch` → `zh`), or undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  const v = value?.trim().toLowerCase().slice(0, 2);
  if (v === 'ch') return 'zh';
  return (LOCALES as readonly string[]).includes(v ?? '') ? (v as Locale) : undefined;
}

export const LOCALE_NAMES: Record<Locale, string> = { kk: 'Қазақша', ru: 'Русский', en: 'English', zh: '中文' };

/**
 * A translated text in one language: the asked one, else Russian, else whichever the author wrote —
 * a link or heading left empty because one translation is missing is worse than one in another language.
 */
export function pickLocalized(text: Partial<Record<Locale, string>>, locale: Locale): string {
  return text[locale] || text[FALLBACK_LOCALE] || LOCALES.map((l) => text[l]).find(Boolean) || '';
}
