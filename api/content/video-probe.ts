/**
 * An uploaded film is looked at by ffprobe before ffmpeg decodes a frame of it (ADR 134): only an MP4
 * container with a common picture and sound codec, at most 4K and no longer than VIDEO_MAX_MINUTES, reaches
 * the decoder. The probe reads the headers only, through the file protocol alone (no playlist can point it
 * at another file or the network), under the job's time ceiling.
 */
import { runFfmpeg } from './transcode-spawn.ts';

/** The failure a refused or unreadable film gets in its job row (message ids in locales/). */
export type ProbeFailure =
  | 'validation.upload.not_video'
  | 'learn.video.unsupported'
  | 'learn.video.too_large'
  | 'learn.video.too_long'
  | 'learn.video.no_ffmpeg'
  | 'learn.video.timeout';

export type ProbeResult = { ok: true } | { ok: false; failure: ProbeFailure };

const VIDEO_CODECS = new Set(['h264', 'hevc', 'mpeg4', 'vp9', 'av1']);
const AUDIO_CODECS = new Set(['aac', 'mp3', 'opus', 'ac3', 'eac3', 'alac']);
/** 4K either way round: a phone's upright film is 2160 wide and 3840 high. */
const LONG_SIDE = 3840;
const SHORT_SIDE = 2160;

export function probeArgs(input: string): string[] {
  return [
    ...['-v', 'error', '-protocol_whitelist', 'file'],
    ...['-show_entries', 'format=format_name,duration:stream=codec_type,codec_name,width,height'],
    ...['-of', 'json', input],
  ];
}

interface Probed {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
}

/** ffprobe's JSON judged against the limits: pure, so each refusal is tested without a film. */
export function judgeProbe(json: string, maxSeconds: number): ProbeResult {
  let probed: Probed;
  try {
    probed = JSON.parse(json) as Probed;
  } catch {
    return { ok: false, failure: 'validation.upload.not_video' };
  }
  const streams = probed.streams ?? [];
  const video = streams.filter((s) => s.codec_type === 'video');
  const audio = streams.filter((s) => s.codec_type === 'audio');
  if (!probed.format?.format_name?.split(',').includes('mp4') || !video.length)
    return { ok: false, failure: 'validation.upload.not_video' };
  if (
    !video.every((s) => VIDEO_CODECS.has(s.codec_name ?? '')) ||
    !audio.every((s) => AUDIO_CODECS.has(s.codec_name ?? ''))
  )
    return { ok: false, failure: 'learn.video.unsupported' };
  const tooLarge = video.some((s) => {
    const [long, short] = [s.width ?? 0, s.height ?? 0].sort((a, b) => b - a);
    return !long || long > LONG_SIDE || short! > SHORT_SIDE;
  });
  if (tooLarge) return { ok: false, failure: 'learn.video.too_large' };
  const duration = Number(probed.format.duration);
  if (!Number.isFinite(duration) || duration > maxSeconds) return { ok: false, failure: 'learn.video.too_long' };
  return { ok: true };
}

export async function probeVideo(
  input: string,
  opts: { ffprobePath: string; timeoutMs: number; maxSeconds: number },
): Promise<ProbeResult> {
  let out = '';
  const run = await runFfmpeg(probeArgs(input), {
    binary: opts.ffprobePath,
    timeoutMs: opts.timeoutMs,
    onStdout: (chunk) => void (out += chunk),
  });
  if (run.timedOut) return { ok: false, failure: 'learn.video.timeout' };
  if (run.code === -1) return { ok: false, failure: 'learn.video.no_ffmpeg' };
  if (run.code !== 0) return { ok: false, failure: 'validation.upload.not_video' };
  return judgeProbe(out, opts.maxSeconds);
}
