/**
 * The public gallery's choices, worked out on the device from the items it holds (ADR 092): the same
 * saved answer then filters offline too, with no request per filter.
 */
export type GalleryKind = 'photo' | 'video';

export interface GalleryItem {
  id: number;
  title: string | null;
  kind: GalleryKind;
  album: string | null;
  image: string | null;
  video_file: string | null;
  video: string | null;
}

export interface GalleryFilter {
  kind: GalleryKind | null;
  album: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** One item of the public API, with its album trimmed and a kind it can be shown as. */
export function galleryItem(raw: Record<string, unknown> & { id: number }): GalleryItem {
  const videoFile = text(raw.video_file);
  const video = text(raw.video);
  // An item marked video with nothing to play is shown as the picture it has.
  const kind = raw.kind === 'video' && (videoFile || video) ? 'video' : 'photo';
  return {
    id: raw.id,
    title: text(raw.title),
    kind,
    album: text(raw.album),
    image: text(raw.image),
    video_file: videoFile,
    video,
  };
}

/** Album names in the order their first item comes, once each. */
export function albumsOf(items: readonly GalleryItem[]): string[] {
  return [...new Set(items.flatMap((i) => (i.album ? [i.album] : [])))];
}

export function applyFilter(items: readonly GalleryItem[], f: GalleryFilter): GalleryItem[] {
  return items.filter((i) => (!f.kind || i.kind === f.kind) && (!f.album || i.album === f.album));
}

/** The index after moving by `step`, going round at either end. */
export const wrapIndex = (index: number, step: number, length: number) =>
  length ? (((index + step) % length) + length) % length : 0;
