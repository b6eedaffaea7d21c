/**
 * The public photo and video gallery: "All / Photos / Videos" and album chips, tiles that open the
 * lightbox. Read in pages of 100 and filtered on the device (ADR 092), so the saved copy filters offline.
 */
import './content.css';
import './gallery.css';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import { GALLERY_PAGE_SIZE } from '../../lib/public-content.ts';
import { usePublicList } from '../../lib/use-public-list.ts';
import { albumsOf, applyFilter, galleryItem, type GalleryFilter, type GalleryKind } from './gallery-filters.ts';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { SavedCopyNote } from '../../components/ui/query-frame.tsx';

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

const KINDS: readonly (GalleryKind | null)[] = [null, 'photo', 'video'];

export function GalleryPage() {
  const intl = useIntl();
  const list = usePublicList('gallery', GALLERY_PAGE_SIZE);
  const items = useMemo(() => list.items.map(galleryItem), [list.items]);
  const albums = useMemo(() => albumsOf(items), [items]);
  const [filter, setFilter] = useState<GalleryFilter>({ kind: null, album: null });
  const shown = useMemo(() => applyFilter(items, filter), [items, filter]);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <section className="page content-list content-gallery" data-testid="public-gallery">
      <h1>
        <FormattedMessage id="content.gallery.title" />
      </h1>
      <SavedCopyNote savedAt={list.savedAt} />
      <div className="chips" role="group" aria-label={intl.formatMessage({ id: 'gallery.filter.kind' })}>
        {KINDS.map((k) => (
          <Chip key={k ?? 'all'} pressed={filter.kind === k} onClick={() => setFilter((f) => ({ ...f, kind: k }))}>
            <FormattedMessage id={`gallery.filter.${k ?? 'all'}`} />
          </Chip>
        ))}
      </div>
      {albums.length > 0 && (
        <div className="chips" role="group" aria-label={intl.formatMessage({ id: 'gallery.filter.album' })}>
          <Chip pressed={filter.album === null} onClick={() => setFilter((f) => ({ ...f, album: null }))}>
            <FormattedMessage id="gallery.filter.allAlbums" />
          </Chip>
          {albums.map((a) => (
            <Chip key={a} pressed={filter.album === a} onClick={() => setFilter((f) => ({ ...f, album: a }))}>
              {a}
            </Chip>
          ))}
        </div>
      )}
      <ul className="gallery-grid" data-testid="gallery-grid">
        {shown.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              className="gallery-tile"
              onClick={() => setOpen(i)}
              data-kind={item.kind}
              aria-label={
                item.kind === 'video'
                  ? intl.formatMessage({ id: 'gallery.tile.video' }, { title: item.title ?? '' })
                  : undefined
              }
            >
              {item.image ? (
                <img src={item.image} alt="" loading="lazy" decoding="async" width="400" height="250" />
              ) : (
                <span className="gallery-tile-blank" aria-hidden="true" />
              )}
              {item.kind === 'video' && (
                <span className="gallery-play" aria-hidden="true">
                  ▶
                </span>
              )}
              <span className="gallery-tile-caption">{item.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.status === 'complete' && items.length > 0 && shown.length === 0 && (
        <p className="list-state" data-testid="gallery-none">
          <FormattedMessage id="gallery.filter.none" />
        </p>
      )}
      {list.status === 'complete' && items.length === 0 ? (
        <EmptyState />
      ) : (
        <InfiniteStatus state={list.status} onRetry={list.retry} onMore={list.loadMore} />
      )}
      {open !== null && shown[open] && (
        <GalleryLightbox items={shown} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
