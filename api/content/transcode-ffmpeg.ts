/**
 * What ffmpeg is told to make of an uploaded MP4 for weak links (ADR 100), and how its progress is read.
 * Pure, so the numbers are tested without running ffmpeg.
 */

/**
 * How every job starts (quiet, never waiting on stdin, replacing a half-written output): the input through
 * the file protocol alone, so a crafted file (an HLS playlist, a concat list) cannot make ffmpeg open another
 * file or reach the network.
 */
const jobInput = (input: string) => ['-hide_banner', '-nostdin', '-y', '-protocol_whitelist', 'file', '-i', input];

/** An MP4 with its index first (+faststart), so a phone plays and seeks it before it has all arrived. */
const faststartOutput = (output: string) => ['-movflags', '+faststart', '-f', 'mp4', output];

/** The low variant: ≤ 360 lines high, ≈ 400 kbit/s in all, H.264 main + mono AAC, index first (+faststart). */
export function lowVariantArgs(input: string, output: string): string[] {
  return [
    ...jobInput(input),
    '-map',
    '0:v:0',
    // A silent film has no audio stream: the "?" makes the audio optional instead of an error.
    '-map',
    '0:a:0?',
    // Never upscale; an even width keeps H.264 happy.
    '-vf',
    "scale=-2:'min(360,ih)'",
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '340k',
    '-maxrate',
    '360k',
    '-bufsize',
    '720k',
    '-c:a',
    'aac',
    '-b:a',
    '40k',
    '-ac',
    '1',
    // One thread: the server's other work (pushes, reads) keeps the rest of the machine.
    '-threads',
    '1',
    '-progress',
    'pipe:1',
    '-nostats',
    ...faststartOutput(output),
  ];
}

/**
 * The uploaded original with its index moved first (ADR 128): the same streams, copied, not re-encoded —
 * picture and sound as uploaded, only the boxes reordered, so it plays and seeks before it has all arrived.
 */
export function faststartArgs(input: string, output: string): string[] {
  return [
    ...jobInput(input),
    // Picture and sound are what plays; a phone's data track (timecode, GPS) may not fit MP4 copied.
    '-map',
    '0:v',
    '-map',
    '0:a?',
    '-c',
    'copy',
    ...faststartOutput(output),
  ];
}

const DURATION = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/;

/** The input's duration in seconds from ffmpeg's banner on stderr, or null before it was printed. */
export function durationSeconds(stderr: string): number | null {
  const m = DURATION.exec(stderr);
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** The output position in seconds from a chunk of `-progress` key=value lines (the last one wins). */
export function progressSeconds(chunk: string): number | null {
  let last: number | null = null;
  for (const m of chunk.matchAll(/^out_time_us=(\d+)$/gm)) last = Number(m[1]) / 1e6;
  return last;
}

/** Whole percent done, 0–99 while running (100 is said only when the file is stored). */
export function percent(done: number | null, total: number | null): number {
  if (done === null || !total || total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((done / total) * 100)));
}

const STREAM = /Stream #\d+:\d+.*: Video: .*?, (\d{2,5})x(\d{2,5})/;

/** The first video stream's size as ffmpeg prints it (`… Video: h264 …, 480x360 …`). */
export function videoSize(stderr: string): { width: number; height: number } | null {
  const m = STREAM.exec(stderr);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}
