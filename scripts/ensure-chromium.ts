/** `npm test`'s pretest step: the e2e suite needs a Chromium, and on a fresh machine there is none. */
import { existsSync } from 'node:fs';
import { findChromium } from '../tests/support/chromium-path.ts';
import { aptCommand, aptInstall, canInstall } from './apt-install.ts';

const configured = process.env.CHROME_PATH;
if (configured && !existsSync(configured)) {
  console.error(`CHROME_PATH=${configured} does not exist. Unset it, or point it at a Chromium.`);
  process.exit(1);
}
if (!findChromium()) {
  if (canInstall()) aptInstall('chromium');
  if (!findChromium()) {
    console.error(
      `No Chromium for the browser tests. Install Debian's package, then run npm test again:\n  sudo ${aptCommand('chromium')}\nor set CHROME_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
}
console.log(`Chromium for the browser tests: ${findChromium()}`);
