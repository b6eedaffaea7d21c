/**
 * Attaches a material: a PDF, an office document (Word, Excel, PowerPoint, OpenDocument), a picture or an
 * audio file uploaded to /api/file-upload, which checks its bytes (macros refused); kept by its media id and
 * name, with the type its stored mime gives (ADR 117).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { materialType, type MaterialType } from '../../../contract/learning-values.ts';
import { translateError } from '../../components/ui/field-error.tsx';
import { uploadFailure, uploadMedia } from '../../lib/upload-media.ts';

export interface AttachedMaterial {
  media_id: string;
  name: string;
  type?: MaterialType;
}

const ACCEPT = [
  'application/pdf',
  'image/*',
  'audio/*',
  '.doc,.docx,.odt,.xls,.xlsx,.ods,.ppt,.pptx,.odp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.*',
].join(',');

export function MaterialUpload({ onAdd, testId }: { onAdd: (m: AttachedMaterial) => void; testId?: string }) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setBusy(true);
    setError(undefined);
    try {
      const media = await uploadMedia(file, false);
      onAdd({ media_id: media.id, name: file.name.slice(0, 200), type: materialType(media.mime) });
    } catch (e) {
      setError(translateError(intl, uploadFailure(e)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <label className="field">
      <FormattedMessage id="learn.admin.add_material" />
      <input
        type="file"
        accept={ACCEPT}
        disabled={busy}
        data-testid={testId}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void upload(f);
          e.target.value = '';
        }}
      />
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
