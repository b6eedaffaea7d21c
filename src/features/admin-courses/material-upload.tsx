/**
 * Attaches a material: a PDF, an office document (Word, Excel, PowerPoint, OpenDocument), a picture or an
 * audio file uploaded to /api/file-upload, which checks its bytes (macros refused); kept by its media id and
 * name, with the type its stored mime gives (ADR 117).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { materialType, type MaterialType } from '../../../contract/learning-values.ts';
import { translateError } from '../../components/ui/field-error.tsx';
import { apiHeaders } from '../../lib/api.ts';

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
    const form = new FormData();
    form.append('file', file);
    try {
      const res = await fetch('/api/file-upload', { method: 'POST', headers: apiHeaders(), body: form });
      const body = (await res.json().catch(() => ({}))) as {
        data?: { id: string; mime: string };
        errors?: { file?: string[] };
      };
      if (!res.ok || !body.data) setError(translateError(intl, body.errors?.file?.[0] ?? 'common.errors'));
      else onAdd({ media_id: body.data.id, name: file.name.slice(0, 200), type: materialType(body.data.mime) });
    } catch {
      setError(intl.formatMessage({ id: 'content.upload.offline' }));
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
