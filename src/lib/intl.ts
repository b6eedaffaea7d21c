/**
 * Message catalogs, one lazy chunk per language (all precached). The four catalogs carry the same
 * ids (a test enforces it), so only the current one loads; if a message is ever missing, the Russian
 * fallback the seed specifies is loaded then and merged underneath. The build parses the messages
 * (vite-plugins/precompiled-messages.ts), so a catalog arrives as ASTs and no ICU parser is shipped.
 * A language the browser has no formatting data for gets formatjs' polyfills first (ensure-locale-data.ts).
 */
import { useSyncExternalStore } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { FALLBACK_LOCALE, type Locale } from '../../contract/locale.ts';
import { ensureLocaleData } from './intl-polyfill/ensure-locale-data.ts';

type Messages = Record<string, MessageFormatElement[]>;

// TypeScript sees the JSON on disk (strings); the build plugin turns every message into its AST.
const loaders = {
  kk: () => import('../../locales/kk.json'),
  ru: () => import('../../locales/ru.json'),
  en: () => import('../../locales/en.json'),
  zh: () => import('../../locales/zh.json'),
} as unknown as Record<Locale, () => Promise<{ default: Messages }>>;

const loaded = new Map<Locale, Messages>();
const load = async (locale: Locale) =>
  loaded.get(locale) ?? loaded.set(locale, (await loaders[locale]()).default).get(locale)!;

interface IntlState {
  locale: Locale;
  messages: Messages;
}
let state: IntlState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Loads a language and makes it current; resolves once its messages can render. */
export async function activateLocale(locale: Locale) {
  if (state?.locale === locale) return;
  const [own] = await Promise.all([load(locale), ensureLocaleData(locale)]);
  const fallback = locale === FALLBACK_LOCALE ? undefined : loaded.get(FALLBACK_LOCALE);
  state = { locale, messages: fallback ? { ...fallback, ...own } : own };
  document.documentElement.lang = locale;
  emit();
}

let fallbackRequested = false;
/** Called on a missing message: brings in the Russian catalog under the current one. */
export function loadFallback() {
  if (fallbackRequested || !state || state.locale === FALLBACK_LOCALE) return;
  fallbackRequested = true;
  void load(FALLBACK_LOCALE).then((ru) => {
    if (!state) return;
    state = { locale: state.locale, messages: { ...ru, ...state.messages } };
    emit();
  });
}

export const currentLocale = (): Locale | undefined => state?.locale;

export function useIntlState(): IntlState | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
  );
}
