/** Export downloads need the bearer token, so they are fetched and saved, not plain links. */
import { apiHeaders } from '../../lib/api.ts';

export async function downloadExport(params: URLSearchParams, format: 'csv' | 'xlsx'): Promise<boolean> {
  params.set('format', format);
  const res = await fetch(`/api/applications/export?${params}`, { headers: apiHeaders() });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `applications.${format}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
