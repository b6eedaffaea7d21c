/**
 * Which ffmpeg and ffprobe the video jobs run (ADR 100, 128): a maintained build the server's administrator
 * keeps patched — FFMPEG_PATH (ffprobe beside it, or FFPROBE_PATH), else Debian's security-maintained
 * package in /usr/bin — never a binary shipped inside an npm package, which nobody updates once installed.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const FFMPEG_INSTALL = 'apt-get install ffmpeg';

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

export function ffmpegTools(env: NodeJS.ProcessEnv = process.env): FfmpegTools {
  const ffmpeg = env.FFMPEG_PATH || '/usr/bin/ffmpeg';
  return { ffmpeg, ffprobe: env.FFPROBE_PATH || join(dirname(ffmpeg), 'ffprobe') };
}

/** What the administrator reads when a tool is missing: what stops working, and the one command that fixes it. */
export function missingToolsMessage(tools: FfmpegTools = ffmpegTools()): string | null {
  const missing = [tools.ffmpeg, tools.ffprobe].filter((p) => !existsSync(p));
  if (!missing.length) return null;
  return (
    `No ffmpeg for the video jobs (${missing.join(', ')} not found): uploaded videos get no copy for weak ` +
    `connections and play only as uploaded. Install Debian's package (sudo ${FFMPEG_INSTALL}), or set ` +
    'FFMPEG_PATH (and FFPROBE_PATH if ffprobe is elsewhere) to a maintained ffmpeg.'
  );
}
