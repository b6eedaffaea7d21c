/** Attaches a lesson material: a PDF or picture uploaded to /api/file-upload, kept by its media id and name. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateError } from '../../components/ui/field-error.tsx';
import { apiHeaders } from '../../lib/api.ts';

export function MaterialUpload({ onAdd }: { onAdd: (m: { media_id: string; name: string }) => void }) {
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
      const body = (await res.json().catch(() => ({}))) as { data?: { id: string }; errors?: { file?: string[] } };
      if (!res.ok || !body.data) setError(translateError(intl, body.errors?.file?.[0] ?? 'common.errors'));
      else onAdd({ media_id: body.data.id, name: file.name.slice(0, 200) });
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
        accept="application/pdf,image/*"
        disabled={busy}
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
