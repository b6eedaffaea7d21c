/**
 * A document's file made ready on the device: a photo (camera or gallery) compressed like the contest's,
 * a PDF kept as it is within the document limit. A refusal is a catalog id the form shows.
 */
import { FILE_KINDS } from '../../../contract/sync.ts';
import { compressImage } from '../../lib/image-compress.ts';

export async function prepareDocument(file: File) {
  if (file.type.startsWith('image/')) {
    const c = await compressImage(file).catch(() => {
      throw new Error('contest.file.unreadable');
    });
    return { kind: 'photo' as const, bytes: c.bytes, mime: c.mime, name: file.name.replace(/\.\w+$/, '') + '.jpg' };
  }
  if (!(FILE_KINDS.document.mimes as readonly string[]).includes(file.type)) throw new Error('contest.file.wrong_type');
  if (file.size > FILE_KINDS.document.maxBytes) throw new Error('contest.file.too_large');
  return { kind: 'document' as const, bytes: await file.arrayBuffer(), mime: file.type, name: file.name };
}
