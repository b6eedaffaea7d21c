/**
 * The home page drawn at build time (scripts/prerender-home.ts, ADR 127): which file answers which URL, and
 * the one inline script that goes with it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../contract/locale.ts';

export const HOME_DIR = 'home';

/** The URLs drawn: `/` (Kazakh unless this device chose otherwise) and each language's own. */
export const HOME_PATHS = ['', ...LOCALES] as const;

export const homeFile = (segment: string) => `${HOME_DIR}/${segment || 'index'}.html`;

/**
 * Runs right after the drawn page: a device with a signed-in user, or one whose last choice of language is
 * not the drawn one on `/`, would see a page the app then replaces; it starts from the empty shell instead.
 */
export const ROOT_GUARD = `(function () {
  try {
    var s = localStorage, l = JSON.parse(s.getItem('qaryzsyz.locale'));
    if (s.getItem('qaryzsyz.user') || (location.pathname === '/' && l && l !== document.documentElement.lang))
      document.getElementById('root').textContent = '';
  } catch (e) {}
})();`;

/** The drawn page for this URL path relative to `distDir`, if the build made one. */
export function prerenderedHome(distDir: string, path: string): string | undefined {
  const segment = /^\/(?:([a-z]{2})\/?)?$/.exec(path)?.[1] ?? (path === '/' ? '' : undefined);
  if (segment === undefined || !(HOME_PATHS as readonly string[]).includes(segment)) return undefined;
  const file = homeFile(segment);
  return existsSync(join(distDir, file)) ? file : undefined;
}
