import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateError } from './field-error.tsx';
import { ApiError, mediaUrl } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';

const ACCEPT = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  file: 'image/*,application/pdf',
  pdf: 'application/pdf',
  video: 'video/mp4',
} as const;

/**
 * Picks an image (resized and re-encoded by /api/compress-file-upload), a document or an MP4 video
 * (/api/file-upload, kept as they are) and hands back its media id.
 */
export function MediaUpload({
  id,
  kind,
  value,
  onChange,
  invalid,
  maxBytes,
}: {
  id: string;
  kind: keyof typeof ACCEPT;
  value: string | null;
  onChange: (id: string | null) => void;
  invalid: boolean;
  /** A smaller limit than the upload route's, checked before a byte is sent (the server checks it too). */
  maxBytes?: number;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    if (maxBytes && file.size > maxBytes) {
      setError(intl.formatMessage({ id: 'validation.upload.too_big' }, { mb: Math.floor(maxBytes / 1024 / 1024) }));
      return;
    }
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const route = kind === 'image' ? client.api['compress-file-upload'] : client.api['file-upload'];
      const { data } = await read(route.$post(undefined, { init: { body: form } }));
      onChange(data.id);
    } catch (e) {
      // Anything but the server's answer: the request never reached it.
      if (!(e instanceof ApiError)) setError(intl.formatMessage({ id: 'content.upload.offline' }));
      else
        setError(
          translateError(intl, e.errors.file?.[0]) ?? (e.message || intl.formatMessage({ id: 'common.errors' })),
        );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="media-upload">
      {value && kind === 'image' && (
        <img src={mediaUrl(value)} alt="" width="160" height="100" className="media-thumb" />
      )}
      {value && kind === 'video' && (
        <video src={mediaUrl(value)} controls preload="none" width="160" height="100" className="media-thumb" />
      )}
      {value && (kind === 'file' || kind === 'pdf') && (
        <a href={mediaUrl(value)} target="_blank" rel="noopener">
          <FormattedMessage id="content.document.open" />
        </a>
      )}
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        aria-invalid={invalid || !!error}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = '';
        }}
      />
      {busy && (
        <span role="status">
          <FormattedMessage id="content.upload.busy" />
        </span>
      )}
      {value && (
        <button type="button" className="btn btn-secondary" onClick={() => onChange(null)}>
          <FormattedMessage id="content.upload.remove" />
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
