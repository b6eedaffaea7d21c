/**
 * The entry's photos: thumbnails, and a large view with previous/next (buttons and the arrow keys);
 * Escape closes it (the native dialog). Images come from the authorised file URL as object URLs.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReviewFile } from '../../../contract/contest-review.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { useAuthorisedUrl } from '../../lib/authorised-file.ts';
import { fieldLabel } from './answer-labels.ts';

function AuthorisedImage({ file, alt, className }: { file: ReviewFile; alt: string; className: string }) {
  const src = useAuthorisedUrl(file.url);
  if (!src)
    return (
      <span className={`${className} photo-pending`} role="img" aria-label={alt}>
        {src === undefined && <FormattedMessage id="admin.contest.viewer.loading" />}
      </span>
    );
  return <img className={className} src={src} alt={alt} />;
}

export function PhotoViewer({ photos }: { photos: ReviewFile[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const total = photos.length;
  const alt = (i: number) =>
    intl.formatMessage(
      { id: 'admin.contest.viewer.alt' },
      { field: fieldLabel(intl, photos[i]!.field), n: i + 1, total, name: photos[i]!.name },
    );
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + total) % total));

  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') step(1);
      if (e.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className="admin-panel" data-testid="contest-photos">
      <h2>
        <FormattedMessage id="admin.contest.detail.photos" />
      </h2>
      {total === 0 && (
        <p className="empty">
          <FormattedMessage id="admin.contest.detail.no_photos" />
        </p>
      )}
      <ul className="photo-thumbs">
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className="photo-thumb"
              onClick={() => setOpen(i)}
              aria-label={intl.formatMessage({ id: 'admin.contest.viewer.open' }, { n: i + 1, total })}
              data-testid="photo-thumb"
            >
              <AuthorisedImage file={p} alt={alt(i)} className="photo-thumb-img" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Modal
          title={<FormattedMessage id="admin.contest.viewer.title" values={{ n: open + 1, total }} />}
          onClose={() => setOpen(null)}
        >
          <div className="photo-large" data-testid="photo-viewer" data-index={open}>
            <AuthorisedImage key={photos[open]!.id} file={photos[open]!} alt={alt(open)} className="photo-large-img" />
            <div className="admin-toolbar">
              <button type="button" className="btn btn-secondary" onClick={() => step(-1)} disabled={total < 2}>
                <FormattedMessage id="admin.contest.viewer.prev" />
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => step(1)} disabled={total < 2}>
                <FormattedMessage id="admin.contest.viewer.next" />
              </button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}
