/** Which language a page is in: the URL prefix, else the last choice on this device, else Kazakh. */
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../../contract/locale.ts';
import { storage } from './storage.ts';

/** The locale named by the first path segment, if it names one (`/ch/...` → zh). */
export function localeFromPath(pathname: string): Locale | undefined {
  return parseLocale(pathname.split('/')[1]?.length === 2 ? pathname.split('/')[1] : undefined);
}

export function resolveLocale(pathname: string): Locale {
  const fromUrl = localeFromPath(pathname);
  if (fromUrl) {
    storage.set('locale', fromUrl);
    return fromUrl;
  }
  return parseLocale(storage.get<string>('locale')) ?? DEFAULT_LOCALE;
}

/** The same page in another language: the prefix is replaced, search and hash are kept. */
export function pathInLocale(href: string, locale: Locale): string {
  const url = new URL(href, 'http://x');
  const parts = url.pathname.split('/');
  if (localeFromPath(url.pathname)) parts.splice(1, 1);
  const rest = parts.join('/').replace(/\/$/, '');
  return `/${locale}${rest}${url.search}${url.hash}`;
}
