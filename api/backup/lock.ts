/**
 * One backup at a time per backup directory, whether the server's schedule or `npm run backup` started it.
 * The lock file holds the owner's pid, so a lock left by a process that died is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class BackupBusy extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export async function withBackupLock<T>(dir: string, job: () => Promise<T>): Promise<T> {
  const file = join(dir, '.lock');
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && alive(owner)) throw new BackupBusy(`another backup (pid ${owner}) is running in ${dir}`);
    rmSync(file, { force: true });
    fd = openSync(file, 'wx', 0o600);
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  try {
    return await job();
  } finally {
    rmSync(file, { force: true });
  }
}
