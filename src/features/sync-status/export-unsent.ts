/**
 * The escape hatch before a device is wiped: one JSON file with every unsent record, its queue row
 * and its files (base64), which support can import or read.
 */
import { db } from '../../sync/db.ts';
import { getMeta } from '../../sync/meta.ts';

const base64 = (bytes: ArrayBuffer) => {
  let s = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000) s += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(s);
};

export async function exportUnsent(): Promise<number> {
  const drafts = await db.drafts.where('status').anyOf('draft', 'queued', 'rejected').toArray();
  const outbox = await db.outbox.toArray();
  const files = (
    await db.files
      .where('draftId')
      .anyOf(drafts.map((d) => d.id))
      .toArray()
  ).map(({ bytes, ...f }) => ({
    ...f,
    base64: bytes ? base64(bytes) : null,
  }));
  const payload = {
    exportedAt: new Date().toISOString(),
    clientId: await getMeta(db, 'clientId'),
    drafts,
    outbox,
    files,
  };
  const url = URL.createObjectURL(new Blob([JSON.stringify(payload, null, 1)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `qaryzsyz-unsent-${Date.now()}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return drafts.length;
}
