/**
 * `npm test`'s pretest steps find the system programs the tests need (Chromium, ffmpeg) and, on a fresh
 * machine, install Debian's packages when they can (root with apt-get), else stop with the one command to
 * run, instead of failing later with an unhelpful error.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const canInstall = (): boolean => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

export const aptCommand = (pkg: string) => `apt-get update && apt-get install -y ${pkg}`;

export function aptInstall(pkg: string) {
  console.log(`Installing Debian's ${pkg} (${aptCommand(pkg)})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}
