import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/support/chromium-path.ts';

/** Playwright cannot download browsers here: use the system Chromium (`npm test`'s pretest step ensures one). */
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A trace costs a quarter of each test's time; CI reports the failing step and page snapshot anyway.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    },
  },
});
