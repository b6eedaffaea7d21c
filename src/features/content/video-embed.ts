/**
 * A gallery video's external link as the lightbox plays it: YouTube through youtube-nocookie.com and
 * Vimeo with "do not track", so opening the gallery sets no tracking cookie until someone presses play;
 * any other site is a plain link (its page may refuse to be framed).
 */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname) && !YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/staff/123, player.vimeo.com/video/123: the id is the last number.
  const id = url.pathname
    .split('/')
    .filter((p) => /^\d+$/.test(p))
    .at(-1);
  return id ?? null;
}

/** The embed address of a YouTube or Vimeo link; null for any other link, or one that does not parse. */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) return `https://www.youtube-nocookie.com/embed/${yt}`;
  const vm = vimeoId(url);
  if (vm) return `https://player.vimeo.com/video/${vm}?dnt=1`;
  return null;
}
