/**
 * Certificate PDFs kept on the device (ADR 115): once a certificate has been seen online its PDF is
 * fetched and stored in IndexedDB (bytes as an ArrayBuffer, not a Blob: Safari's IndexedDB Blob bugs),
 * so "Download certificate" works in a village without signal. Kept per account and language; a
 * certificate that leaves the account's list (revoked) is dropped from the device.
 */
import { useEffect } from 'react';
import { apiFile } from './api.ts';
import { downloadFile } from './authorised-file.ts';
import { db } from '../sync/db.ts';
import { currentLocale } from './intl.ts';
import { getSession } from './session.ts';

interface Certificate {
  id: number;
  number: string;
  pdf_url: string;
}
interface Stored {
  number: string;
  locale: string;
  bytes: ArrayBuffer;
}

const PREFIX = 'certificate-pdf:';
const keyOf = (userId: number, id: number) => `${PREFIX}${userId}:${id}`;
const me = () => getSession()?.user.id;
const fileName = (c: Certificate) => `certificate-${c.number}.pdf`;

/** Fetches and stores the PDF, unless the device has it in this language already. */
async function keep(c: Certificate, userId: number) {
  const locale = currentLocale() ?? '';
  const had = (await db.meta.get(keyOf(userId, c.id)))?.value as Stored | undefined;
  if (had?.locale === locale) return had;
  const stored: Stored = { number: c.number, locale, bytes: await (await apiFile(c.pdf_url)).arrayBuffer() };
  await db.meta.put({ key: keyOf(userId, c.id), value: stored });
  return stored;
}

/** Stores the PDFs of the certificates shown, while online; failures wait for the next showing. */
export function useKeptCertificates(certificates: Certificate[] | undefined) {
  const ids = certificates?.map((c) => `${c.id}:${c.number}`).join(',') ?? '';
  useEffect(() => {
    const userId = me();
    if (!certificates?.length || userId === undefined || !navigator.onLine) return;
    void Promise.allSettled(certificates.map((c) => keep(c, userId)));
    // `ids` names the list; the array itself is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
}

/** Drops the stored PDFs of this account's certificates that are no longer listed (revoked). */
export async function forgetOtherCertificates(listed: number[]) {
  const userId = me();
  if (userId === undefined) return;
  const mine = `${PREFIX}${userId}:`;
  const keys = (await db.meta.where('key').startsWith(mine).primaryKeys()) as string[];
  const gone = keys.filter((k) => !listed.includes(Number(k.slice(mine.length))));
  if (gone.length) await db.meta.bulkDelete(gone);
}

function save(bytes: ArrayBuffer, name: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves the certificate's PDF: from the device when kept, else downloaded (and kept for next time). */
export async function downloadCertificate(c: Certificate) {
  const userId = me();
  const stored =
    userId === undefined ? undefined : ((await db.meta.get(keyOf(userId, c.id)))?.value as Stored | undefined);
  if (stored) return save(stored.bytes, fileName(c));
  if (userId !== undefined) {
    const kept = await keep(c, userId).catch(() => undefined);
    if (kept) return save(kept.bytes, fileName(c));
  }
  return downloadFile(c.pdf_url, fileName(c));
}
