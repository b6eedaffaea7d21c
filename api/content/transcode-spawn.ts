/**
 * ffmpeg (or ffprobe) as a child process for the background video jobs (ADR 100, 128): the event loop that
 * serves the API only reads its output; it runs below the server's priority and is killed at the job's
 * time ceiling. Which binary runs is ffmpeg-tools.ts's choice.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Enough of ffmpeg's stderr for the banner and the output's stream line; the rest is dropped. */
const STDERR_KEEP = 64 * 1024;

export interface FfmpegRun {
  /** The exit code; null when a signal ended it, -1 when it could not start. */
  code: number | null;
  timedOut: boolean;
  stderr: string;
}

/** The ffmpeg processes running now, so a stopping server can end them (stopFfmpeg). */
const running = new Set<ReturnType<typeof spawn>>();

/** Shutdown: every running ffmpeg is killed; its job was put back in the queue first (transcode-queue.ts). */
export function stopFfmpeg() {
  for (const child of running) child.kill('SIGKILL');
}

export async function runFfmpeg(
  args: string[],
  opts: { binary: string; timeoutMs: number; onStdout?: (chunk: string, stderr: string) => void },
): Promise<FfmpegRun> {
  const child = spawn(opts.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  // Below the server's own priority: a film being squeezed never slows a push.
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    /* not permitted here: it still runs, one thread only */
  }
  let stderr = '';
  let timedOut = false;
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    if (stderr.length < STDERR_KEEP) stderr += s;
  });
  child.stdout.setEncoding('utf8').on('data', (s: string) => {
    try {
      opts.onStdout?.(s, stderr);
    } catch {
      // The listener could not record it (the database closed under the job): stop rather than throw in a stream.
      child.kill('SIGKILL');
    }
  });
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, opts.timeoutMs);
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (c) => resolve(c));
  });
  clearTimeout(timer);
  running.delete(child);
  return { code, timedOut, stderr };
}
