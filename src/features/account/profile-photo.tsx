/** The profile photo: compressed on the device (≤ 1600 px, ≤ 300 KB, in a worker) before it is sent. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilePickButton } from '../../components/ui/file-pick-button.tsx';
import { routeUrl } from '../../lib/api.ts';
import { client } from '../../lib/api-client.ts';
import { useAuthorisedUrl } from '../../lib/authorised-file.ts';
import { compressImage } from '../../lib/image-compress.ts';

export function ProfilePhoto({ version, onSaved }: { version: number | null; onSaved(): void }) {
  const intl = useIntl();
  const url = useAuthorisedUrl(version ? routeUrl('/profile-photo', { query: { v: version } }) : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const photo = await compressImage(file);
      await client.api['profile-photo'].$put(undefined, {
        init: { headers: { 'Content-Type': photo.mime }, body: photo.bytes },
      });
      onSaved();
    } catch {
      setError(intl.formatMessage({ id: 'account.photo.invalid' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-photo" aria-labelledby="photo-title">
      <h2 id="photo-title">
        <FormattedMessage id="account.photo.title" />
      </h2>
      {url && (
        <img src={url} alt={intl.formatMessage({ id: 'account.photo.alt' })} width={160} data-testid="profile-photo" />
      )}
      <FilePickButton
        className="btn btn-secondary"
        accept="image/*"
        disabled={busy}
        testId="photo-input"
        onFiles={([file]) => void pick(file)}
      >
        <FormattedMessage id={busy ? 'account.photo.saving' : 'account.photo.change'} />
      </FilePickButton>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
