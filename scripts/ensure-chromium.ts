/**
 * `npm test`'s pretest step: the e2e suite needs a Chromium, and on a fresh machine there is none. Find one
 * (CHROME_PATH, Debian's path); else install Debian's package when we can (root with apt-get), else stop
 * with the one command to run, instead of failing later inside Playwright with an unhelpful error.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../tests/support/chromium-path.ts';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function install() {
  console.log(`No Chromium found: installing Debian's chromium (${INSTALL})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

const configured = process.env.CHROME_PATH;
if (configured && !existsSync(configured)) {
  console.error(`CHROME_PATH=${configured} does not exist. Unset it, or point it at a Chromium.`);
  process.exit(1);
}
if (!findChromium()) {
  if (canInstall()) install();
  if (!findChromium()) {
    console.error(
      `No Chromium for the browser tests. Install Debian's package, then run npm test again:\n  sudo ${INSTALL}\nor set CHROME_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
}
console.log(`Chromium for the browser tests: ${findChromium()}`);
