/**
 * Which file of a video to play or save (issue 16 point 7, ADR 100): the learner's choice, and for
 * "auto" the copy this device saved, else the low one on a slow or data-saving connection
 * (`navigator.connection`, where the browser has it), else the original.
 */
export const QUALITIES = ['auto', 'high', 'low'] as const;
export type QualityChoice = (typeof QUALITIES)[number];
export type Quality = 'high' | 'low';

/** What Chromium's Network Information API tells; other browsers tell nothing. */
export interface ConnectionHint {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW = ['slow-2g', '2g', '3g'];

export const isSlow = (c: ConnectionHint | undefined) =>
  !!c && (c.saveData === true || SLOW.includes(c.effectiveType ?? ''));

export function resolveQuality(
  choice: QualityChoice,
  connection: ConnectionHint | undefined,
  saved?: Quality,
): Quality {
  if (choice !== 'auto') return choice;
  // The saved copy plays without a network and costs no data, whatever the connection is now.
  if (saved) return saved;
  return isSlow(connection) ? 'low' : 'high';
}

export interface VideoFiles {
  url: string;
  size: number;
  low: { url: string; size: number } | null;
}

/** The file of that quality; the original while the low copy is not made (or could not be). */
export const videoFile = (video: VideoFiles | null, quality: Quality) =>
  !video ? null : quality === 'low' && video.low ? video.low : { url: video.url, size: video.size };

export const browserConnection = (): ConnectionHint | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionHint }).connection;
