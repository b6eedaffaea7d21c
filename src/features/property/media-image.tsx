/** An uploaded picture at its stored size, scaled to its box, loaded only when it nears the screen. */
export type Media = { id: string; url: string; width: number | null; height: number | null };

export function MediaImage({ media, alt, className }: { media: Media; alt: string; className?: string }) {
  return (
    <img
      src={media.url}
      alt={alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={className ? `media-image ${className}` : 'media-image'}
    />
  );
}
