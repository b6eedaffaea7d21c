/** The machine a run was taken on, so figures in README.md can be compared across machines. */
import { cpus, loadavg, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';

export function describeMachine() {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: os.cpus() already named it
  }
  return {
    cpu,
    cores: cpus().length,
    ramGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    /** Other work on the machine inflates every timing: the 1-minute load average when the run began. */
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
  };
}
export type Machine = ReturnType<typeof describeMachine>;
