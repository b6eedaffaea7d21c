/** The system Chromium (Playwright cannot download browsers here): CHROME_PATH, else Debian's. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  if (!path) throw new Error('no Chromium: set CHROME_PATH or apt-get install -y chromium');
  return path;
}

export const CHROME_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update'];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: [...CHROME_FLAGS, '--disable-gpu'] });
