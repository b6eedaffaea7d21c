/** The system Chromium (Playwright cannot download browsers here): CHROME_PATH, else Debian's. */
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../support/chromium-path.ts';

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error('no Chromium: run `npx tsx scripts/ensure-chromium.ts`, or set CHROME_PATH');
  return path;
}

export const CHROME_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update'];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: [...CHROME_FLAGS, '--disable-gpu'] });
