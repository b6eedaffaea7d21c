/**
 * A lesson's cover or a video: upload one file (a picture to /api/compress-file-upload, an MP4 to
 * /api/file-upload), keep its media id, show what is set and remove it. A video shows its low-variant
 * job (ADR 100) while the server makes it.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateError } from '../../components/ui/field-error.tsx';
import { apiHeaders } from '../../lib/api.ts';
import { TranscodeStatus } from './transcode-status.tsx';

const mediaUrl = (id: string) => `/api/public/media/${id}`;

export function MediaPicker({
  kind,
  label,
  value,
  onChange,
  error,
  testId,
}: {
  kind: 'image' | 'video';
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  testId: string;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setBusy(true);
    setFailure(undefined);
    const form = new FormData();
    form.append('file', file);
    try {
      const path = kind === 'image' ? '/api/compress-file-upload' : '/api/file-upload';
      const res = await fetch(path, { method: 'POST', headers: apiHeaders(), body: form });
      const body = (await res.json().catch(() => ({}))) as {
        data?: { id: string; kind: string };
        errors?: { file?: string[] };
      };
      if (!res.ok || !body.data)
        setFailure(body.errors?.file?.[0] ?? (res.status === 413 ? 'errors.too_large' : 'common.errors'));
      else if (kind === 'video' && body.data.kind !== 'video') setFailure('validation.upload.not_video');
      else onChange(body.data.id);
    } catch {
      setFailure('content.upload.offline');
    } finally {
      setBusy(false);
    }
  }
  const shown = failure ?? error;
  return (
    <fieldset className="field" data-testid={testId}>
      <legend>{label}</legend>
      {value &&
        (kind === 'image' ? (
          <img src={mediaUrl(value)} alt="" className="learn-cover" />
        ) : (
          <>
            <video src={mediaUrl(value)} controls preload="none" className="learn-video" />
            <TranscodeStatus mediaId={value} />
          </>
        ))}
      {value && (
        <button type="button" className="btn btn-secondary" onClick={() => onChange(null)}>
          <FormattedMessage id="learn.admin.remove" />
        </button>
      )}
      <label>
        <FormattedMessage id={kind === 'image' ? 'learn.admin.upload_cover' : 'learn.admin.upload_video'} />{' '}
        <input
          type="file"
          accept={kind === 'image' ? 'image/*' : 'video/mp4'}
          disabled={busy}
          data-testid={`${testId}-file`}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f);
            e.target.value = '';
          }}
        />
      </label>
      {busy && (
        <span role="status">
          <FormattedMessage id="learn.admin.uploading" />
        </span>
      )}
      {shown && (
        <span className="field-error" role="alert">
          {translateError(intl, shown)}
        </span>
      )}
    </fieldset>
  );
}
