/**
 * The gallery's lightbox: a modal <dialog> (the page behind is inert, so focus stays inside), Esc and
 * the close button close it and focus returns to the tile that opened it, ArrowLeft/ArrowRight and a
 * horizontal swipe (pointer events, so touch, pen and mouse alike) move, "3 / 12" says where one is.
 * Moving on removes the player, and a media element taken out of the page stops playing.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { wrapIndex, type GalleryItem } from './gallery-filters.ts';
import { GalleryMedia } from './gallery-media.tsx';

/** How far a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_PX = 50;

export function GalleryLightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: readonly GalleryItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];
  const move = (step: number) => onIndex(wrapIndex(index, step, items.length));

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = dialog.current!;
    d.showModal();
    return () => {
      if (d.open) d.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    // A focused player seeks with the arrows itself.
    if (e.target instanceof HTMLVideoElement) return;
    if (e.key === 'ArrowRight') move(1);
    else if (e.key === 'ArrowLeft') move(-1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.isPrimary ? { x: e.clientX, y: e.clientY } : null;
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) move(dx < 0 ? 1 : -1);
  };

  if (!item) return null;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-modal="true"
      aria-labelledby="lightbox-caption"
      data-testid="gallery-lightbox"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox-bar">
        <span className="lightbox-counter" aria-live="polite" data-testid="gallery-counter">
          <FormattedMessage id="gallery.counter" values={{ index: index + 1, total: items.length }} />
        </span>
        <button
          type="button"
          className="btn btn-secondary lightbox-close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'gallery.close' })}
        >
          ×
        </button>
      </div>
      <div
        className="lightbox-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {items.length > 1 && (
          <button
            type="button"
            className="lightbox-nav lightbox-prev"
            onClick={() => move(-1)}
            aria-label={intl.formatMessage({ id: 'gallery.previous' })}
          >
            ‹
          </button>
        )}
        <GalleryMedia item={item} />
        {items.length > 1 && (
          <button
            type="button"
            className="lightbox-nav lightbox-next"
            onClick={() => move(1)}
            aria-label={intl.formatMessage({ id: 'gallery.next' })}
          >
            ›
          </button>
        )}
      </div>
      <p id="lightbox-caption" className="lightbox-caption">
        {item.title}
        {item.album && <span className="muted"> · {item.album}</span>}
      </p>
    </dialog>
  );
}
