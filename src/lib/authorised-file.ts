/**
 * Files behind the API's sign-in (uploads, exports). An <img src> cannot send the bearer token, so images
 * are fetched with it and handed to the page as object URLs. Downloads instead get a single-use ticket
 * (ADR 057) and go to the browser's own download manager, which streams them to disk however large.
 */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { api, apiHeaders } from './api.ts';

async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { headers: apiHeaders(), ...(signal ? { signal } : {}) });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.blob();
}

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
  const [state, setState] = useState<{ url: string | null; src: string | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    const ctrl = new AbortController();
    let src: string | null = null;
    fetchBlob(url, ctrl.signal).then(
      (blob) => setState({ url, src: (src = URL.createObjectURL(blob)) }),
      () => !ctrl.signal.aborted && setState({ url, src: null }),
    );
    return () => {
      ctrl.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);
  return state?.url === url ? state.src : undefined;
}
