import { describe, expect, it } from 'vitest';
import { judgeProbe, probeArgs } from './video-probe.ts';

const HOUR = 3600;
const probe = (streams: object[], format = 'mov,mp4,m4a,3gp,3g2,mj2', duration = '62.5') =>
  JSON.stringify({ format: { format_name: format, duration }, streams });
const h264 = (width: number, height: number) => ({ codec_type: 'video', codec_name: 'h264', width, height });
const aac = { codec_type: 'audio', codec_name: 'aac' };

describe('an uploaded film before ffmpeg decodes it', () => {
  it('is read through the file protocol alone', () => {
    const args = probeArgs('in.mp4').join(' ');
    expect(args).toContain('-protocol_whitelist file');
    expect(args.endsWith('in.mp4')).toBe(true);
  });
  it('passes as an MP4 with H.264 and AAC up to 4K either way round', () => {
    expect(judgeProbe(probe([h264(1280, 720), aac]), HOUR)).toEqual({ ok: true });
    expect(judgeProbe(probe([h264(3840, 2160)]), HOUR)).toEqual({ ok: true });
    expect(judgeProbe(probe([h264(2160, 3840), aac]), HOUR)).toEqual({ ok: true });
  });
  it('is refused when it is not an MP4 with a picture', () => {
    expect(judgeProbe(probe([h264(640, 480)], 'matroska,webm'), HOUR)).toEqual({
      ok: false,
      failure: 'validation.upload.not_video',
    });
    expect(judgeProbe(probe([aac]), HOUR)).toEqual({ ok: false, failure: 'validation.upload.not_video' });
    expect(judgeProbe('not json', HOUR)).toEqual({ ok: false, failure: 'validation.upload.not_video' });
  });
  it('is refused when a picture or sound codec is not a common one', () => {
    const prores = { codec_type: 'video', codec_name: 'prores', width: 640, height: 480 };
    expect(judgeProbe(probe([prores, aac]), HOUR)).toEqual({ ok: false, failure: 'learn.video.unsupported' });
    const pcm = { codec_type: 'audio', codec_name: 'pcm_s16le' };
    expect(judgeProbe(probe([h264(640, 480), pcm]), HOUR)).toEqual({ ok: false, failure: 'learn.video.unsupported' });
  });
  it('is refused when larger than 4K or of no stated size', () => {
    expect(judgeProbe(probe([h264(4096, 2160)]), HOUR)).toEqual({ ok: false, failure: 'learn.video.too_large' });
    expect(judgeProbe(probe([h264(3840, 2400)]), HOUR)).toEqual({ ok: false, failure: 'learn.video.too_large' });
    expect(judgeProbe(probe([{ codec_type: 'video', codec_name: 'h264' }]), HOUR)).toEqual({
      ok: false,
      failure: 'learn.video.too_large',
    });
  });
  it('is refused when longer than the setting or of no stated duration', () => {
    expect(judgeProbe(probe([h264(640, 480)], undefined, '3600.5'), HOUR)).toEqual({
      ok: false,
      failure: 'learn.video.too_long',
    });
    expect(judgeProbe(probe([h264(640, 480)], undefined, 'N/A'), HOUR)).toEqual({
      ok: false,
      failure: 'learn.video.too_long',
    });
  });
});
