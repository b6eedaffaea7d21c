/**
 * POST /api/file-upload (images, PDF and office documents, audio, or MP4 videos) and
 * /api/compress-file-upload (images only, smaller): multipart field `file`, admins and experts only. Answers {data:{id, url, mime, width, height}}.
 * Images and PDFs may be 15 MB, an MP4 64 MB; more answers 413 `errors.too_large`. An MP4 queues its
 * low variant (ADR 100), whose progress GET /api/media/{id}/transcode answers.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { audit } from '../lib/audit.ts';
import { mediaUrl } from './resource.ts';
import { sniffDocument } from './document-sniff.ts';
import { ImageTooLarge, newMediaId, processImage, sniff, storeMedia } from './media.ts';
import { notFound, tooLarge } from '../lib/problem.ts';
import { validationFailed } from '../lib/validate.ts';
import { requireRole } from '../middleware/auth.ts';
import { eq } from 'drizzle-orm';
import { contentMedia, mediaTranscodes } from '../../db/schema.ts';
import { MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '../../contract/content.ts';
import { kickTranscodes, transcodeOptions } from './transcode-queue.ts';
import { transcodeView } from './video-variants.ts';

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });

async function upload(c: Context<AppEnv>, opts: { quality: number; documents: boolean }) {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) return validationFailed(c, { file: ['validation.required'] });
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniff(bytes);
  const id = newMediaId();
  const name = file.name.slice(0, 200) || id;
  let stored: {
    data: Buffer;
    mime: string;
    width: number | null;
    height: number | null;
    kind: 'image' | 'document' | 'video';
  };
  // The body limit let a video's size through; anything else keeps the smaller one.
  if (kind !== 'mp4' && bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  if (kind === 'mp4' && opts.documents) {
    stored = { data: bytes, mime: 'video/mp4', width: null, height: null, kind: 'video' };
  } else if (kind === 'pdf' && opts.documents) {
    stored = { data: bytes, mime: 'application/pdf', width: null, height: null, kind: 'document' };
  } else if (kind && kind !== 'pdf' && kind !== 'mp4') {
    try {
      stored = { ...(await processImage(bytes, opts.quality)), kind: 'image' };
    } catch (e) {
      return validationFailed(c, {
        file: [e instanceof ImageTooLarge ? 'validation.upload.too_many_pixels' : 'validation.upload.not_image'],
      });
    }
  } else {
    // Office documents and audio are kept as they are, with the mime their bytes gave (ADR 117).
    const doc = opts.documents && !kind ? sniffDocument(bytes) : null;
    if (doc === 'macro') return validationFailed(c, { file: ['validation.upload.macro'] });
    if (!doc)
      return validationFailed(c, { file: [opts.documents ? 'validation.upload.type' : 'validation.upload.not_image'] });
    stored = { data: bytes, mime: doc.mime, width: null, height: null, kind: 'document' };
  }
  const { db, config, user } = c.var;
  storeMedia(config.dataDir, id, stored.data);
  const row = {
    id,
    kind: stored.kind,
    mime: stored.mime,
    name,
    size: stored.data.length,
    width: stored.width,
    height: stored.height,
  };
  db.transaction((tx) => {
    tx.insert(contentMedia)
      .values({ ...row, createdBy: user!.id })
      .run();
    audit(tx, {
      action: 'media.upload',
      userId: user!.id,
      subjectType: 'media',
      subjectId: id,
      after: row,
      ip: c.var.ip,
    });
    if (stored.kind === 'video') tx.insert(mediaTranscodes).values({ sourceId: id, status: 'queued' }).run();
  });
  if (stored.kind === 'video') void kickTranscodes(db, transcodeOptions(config));
  return c.json({ data: { ...row, url: mediaUrl(id) } }, 201);
}

export const uploadRoutes = new Hono<AppEnv>()
  .post('/file-upload', requireRole('admin', 'expert'), limit(MAX_VIDEO_BYTES), (c) =>
    upload(c, { quality: 82, documents: true }),
  )
  .get('/media/:id{[0-9a-f]+}/transcode', requireRole('admin', 'expert'), (c) => {
    const job = c.var.db
      .select()
      .from(mediaTranscodes)
      .where(eq(mediaTranscodes.sourceId, c.req.param('id')))
      .get();
    if (!job) throw notFound();
    return c.json({ data: transcodeView(c.var.db, job) });
  })
  .post('/compress-file-upload', requireRole('admin', 'expert'), limit(MAX_UPLOAD_BYTES), (c) =>
    upload(c, { quality: 70, documents: false }),
  );
