/**
 * Files behind the API's sign-in (uploads, exports). An <img src> cannot send the bearer token, so images
 * are fetched with it and handed to the page as object URLs. Downloads instead get a single-use ticket
 * (ADR 057) and go to the browser's own download manager, which streams them to disk however large.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { api, apiFile } from './api.ts';
import { useRead } from './use-read.ts';

/** Downloads `url` (an /api/... path) under `fileName`; rejects when the server refuses the ticket. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { data } = await api<{ data: { url: string } }>('/download-tickets', { body: { url } });
  const a = document.createElement('a');
  a.href = data.url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** `downloadFile` for a button: a refusal becomes the generic error toast instead of an unhandled rejection. */
export function useDownload(): (url: string, fileName: string) => Promise<void> {
  const intl = useIntl();
  return useCallback(
    (url, fileName) =>
      downloadFile(url, fileName).catch(() => {
        toast.error(intl.formatMessage({ id: 'common.errors' }));
      }),
    [intl],
  );
}

/** An object URL of the file at `url` for an <img>; undefined while loading, null when it failed. */
export function useAuthorisedUrl(url: string | null): string | null | undefined {
  const file = useRead(url, (signal) => apiFile(url!, signal));
  const src = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  // The object URL holds the bytes until revoked: let them go when the file changes or the image leaves.
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  return file.error ? null : src;
}
