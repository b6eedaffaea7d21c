import { describe, expect, it } from 'vitest';
import {
  durationSeconds,
  faststartArgs,
  lowVariantArgs,
  percent,
  progressSeconds,
  videoSize,
} from './transcode-ffmpeg.ts';

describe('the low-variant ffmpeg job', () => {
  it('asks for ≤ 360p, ≈ 400 kbit/s H.264/AAC with the index first, never upscaling', () => {
    const args = lowVariantArgs('in', 'out').join(' ');
    expect(args).toContain("scale=-2:'min(360,ih)'");
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-movflags +faststart');
    expect(args).toContain('-progress pipe:1');
  });
  it('opens its input through the file protocol alone, in the low variant and the remux', () => {
    for (const args of [lowVariantArgs('in', 'out'), faststartArgs('in', 'out')])
      expect(args.join(' ')).toContain('-protocol_whitelist file -i in');
  });
  it('reads the duration from the banner and the position from -progress', () => {
    expect(durationSeconds('Input #0\n  Duration: 00:01:02.50, start: 0.000000')).toBe(62.5);
    expect(durationSeconds('no banner yet')).toBeNull();
    expect(progressSeconds('frame=10\nout_time_us=1000000\nprogress=continue\nout_time_us=2500000\n')).toBe(2.5);
    expect(progressSeconds('frame=10\n')).toBeNull();
  });
  it('says whole percent and keeps 100 for the stored file', () => {
    expect(percent(31.25, 62.5)).toBe(50);
    expect(percent(70, 62.5)).toBe(99);
    expect(percent(null, 10)).toBe(0);
    expect(percent(5, null)).toBe(0);
  });
  it('reads a video stream size', () => {
    const err =
      '    Stream #0:0(und): Video: h264 (Main) (avc1 / 0x31637661), yuv420p, 480x360 [SAR 1:1 DAR 4:3], 340 kb/s';
    expect(videoSize(err)).toEqual({ width: 480, height: 360 });
    expect(videoSize('    Stream #0:1(und): Audio: aac (LC), 44100 Hz, mono')).toBeNull();
  });
});
