/**
 * Message catalogs, one lazy chunk per language (all precached). Messages missing in a language
 * fall back to Russian, as the seed specifies.
 */
import { useSyncExternalStore } from 'react';
import { FALLBACK_LOCALE, type Locale } from '../../api/schemas/locale.ts';

type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  kk: () => import('../../locales/kk.json'),
  ru: () => import('../../locales/ru.json'),
  en: () => import('../../locales/en.json'),
  zh: () => import('../../locales/zh.json'),
};

const loaded = new Map<Locale, Messages>();

async function load(locale: Locale): Promise<Messages> {
  const hit = loaded.get(locale);
  if (hit) return hit;
  const [own, fallback] = await Promise.all([
    loaders[locale](),
    locale === FALLBACK_LOCALE ? undefined : loaders[FALLBACK_LOCALE](),
  ]);
  const messages = { ...fallback?.default, ...own.default };
  loaded.set(locale, messages);
  return messages;
}

interface IntlState {
  locale: Locale;
  messages: Messages;
}
let state: IntlState | null = null;
const listeners = new Set<() => void>();

/** Loads a language and makes it current; resolves once its messages can render. */
export async function activateLocale(locale: Locale) {
  if (state?.locale === locale) return;
  const messages = await load(locale);
  state = { locale, messages };
  document.documentElement.lang = locale;
  listeners.forEach((l) => l());
}

export const currentLocale = (): Locale | undefined => state?.locale;

export function useIntlState(): IntlState | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
  );
}
