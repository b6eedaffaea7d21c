/**
 * A lesson's cover or a video: upload one file (a picture to /api/compress-file-upload, an MP4 to
 * /api/file-upload), keep its media id, show what is set and remove it. A video shows its low-variant
 * job (ADR 100) while the server makes it.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateError } from '../../components/ui/field-error.tsx';
import { mediaUrl } from '../../lib/api.ts';
import { uploadFailure, uploadMedia } from '../../lib/upload-media.ts';
import { TranscodeStatus } from './transcode-status.tsx';

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
    try {
      const media = await uploadMedia(file, kind === 'image');
      if (kind === 'video' && media.kind !== 'video') setFailure('validation.upload.not_video');
      else onChange(media.id);
    } catch (e) {
      setFailure(uploadFailure(e));
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
