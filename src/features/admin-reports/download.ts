/** Report files need the bearer token, so they are fetched and handed to the browser as a blob, not linked. */
import { apiHeaders } from '../../lib/api.ts';

export async function download(path: string, fileName: string): Promise<boolean> {
  const res = await fetch(`/api${path}`, { headers: apiHeaders() });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
