/**
 * What the lightbox shows of one item: the photo; an uploaded MP4 in a player that loads nothing until
 * pressed (preload="none", the poster meanwhile); a YouTube/Vimeo link as a private embed; any other
 * link as a link that opens in a new tab.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { GalleryItem } from './gallery-filters.ts';
import { videoEmbedUrl } from './video-embed.ts';

export function GalleryMedia({ item }: { item: GalleryItem }) {
  const intl = useIntl();
  const title = item.title ?? '';
  if (item.kind === 'video' && item.video_file)
    return (
      <video
        key={item.video_file}
        className="lightbox-media"
        src={item.video_file}
        poster={item.image ?? undefined}
        controls
        preload="none"
        playsInline
        aria-label={title}
        data-testid="gallery-video"
      >
        <a href={item.video_file}>
          <FormattedMessage id="gallery.video.download" />
        </a>
      </video>
    );
  if (item.kind === 'video' && item.video) {
    const embed = videoEmbedUrl(item.video);
    if (embed)
      return (
        <iframe
          key={embed}
          className="lightbox-media lightbox-embed"
          src={embed}
          title={intl.formatMessage({ id: 'gallery.video.embedTitle' }, { title })}
          allow="accelerometer; encrypted-media; fullscreen; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      );
    return (
      <div className="lightbox-link">
        {item.image && <img src={item.image} alt="" className="lightbox-media" decoding="async" />}
        <a href={item.video} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
          <FormattedMessage id="gallery.video.external" />
        </a>
      </div>
    );
  }
  return item.image ? (
    <img key={item.image} src={item.image} alt={title} className="lightbox-media" decoding="async" />
  ) : null;
}
