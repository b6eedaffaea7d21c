/**
 * Where the system Chromium is (Playwright cannot download its browsers here): CHROME_PATH, else Debian's.
 * One place for Playwright's config, the bench and `npm test`'s pretest step.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const findChromium = (): string | undefined =>
  process.env.CHROME_PATH || CHROMIUM_CANDIDATES.find((p) => existsSync(p));
