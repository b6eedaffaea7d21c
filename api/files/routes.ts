/**
 * Resumable uploads (tus) under /api/files/: a photo cut off on 2G resumes from the server's offset.
 * On finish the bytes are checked against the declared SHA-256 and an allowlist of magic bytes;
 * anything else is deleted and refused. Downloads go through an authorised handler, never the store:
 * admins; for a case document only the lawyer of its case besides them; for any other file its uploader
 * and experts (they review contest entries).
 */
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { and, eq, lt } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { createReadStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { ROLES } from '../../db/roles.ts';
import { files } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { caseFileReadable, isCaseDocument } from '../consultations/file-access.ts';
import { checkUploadedFile } from '../lib/file-check.ts';
import { translator } from '../lib/i18n.ts';
import { requireAuth } from '../middleware/auth.ts';
import { DEFAULT_LOCALE, parseLocale } from '../../contract/locale.ts';
import { FILE_KINDS, fileMetadata } from '../../contract/sync.ts';
import { purgeRemovedCaseFiles } from './purge.ts';
import { overQuota } from './quota.ts';
import { log } from '../lib/logger.ts';
import { notFound, forbidden } from '../lib/problem.ts';

const USER_HEADER = 'x-qaryzsyz-user';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ABANDONED_AFTER_MS = 7 * 24 * 3600 * 1000;

/** tus hooks answer with this shape; the body is our JSON error, translated. */
const refuse = (req: Request, status: number, id: string) => {
  const t = translator(parseLocale(req.headers.get('X-Localization')) ?? DEFAULT_LOCALE);
  return { status_code: status, body: JSON.stringify({ message: t(id), code: id }) };
};

export function fileRoutes(db: Db, config: Config) {
  const directory = join(config.dataDir, 'uploads');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: ABANDONED_AFTER_MS });
  const pathOf = (id: string) => join(directory, id);

  const tus = new Server({
    path: '/api/files',
    datastore: store,
    relativeLocation: true,
    namingFunction: (_req, metadata) => {
      const parsed = fileMetadata.safeParse(metadata);
      if (!parsed.success)
        throw { status_code: 400, body: JSON.stringify({ message: 'bad metadata', code: 'files.bad_metadata' }) };
      return parsed.data.id;
    },
    onUploadCreate: async (req, upload: Upload) => {
      const meta = fileMetadata.parse(upload.metadata);
      const limits = FILE_KINDS[meta.kind];
      if (!(limits.mimes as readonly string[]).includes(meta.mime)) throw refuse(req, 415, 'files.wrong_type');
      if ((upload.size ?? Infinity) > config.fileLimits[meta.kind]) throw refuse(req, 413, 'files.too_large');
      const ownerId = Number(req.headers.get(USER_HEADER));
      const existing = db.select().from(files).where(eq(files.id, meta.id)).get();
      if (existing && (existing.ownerId !== ownerId || existing.status === 'complete'))
        throw refuse(req, 409, 'files.exists');
      if (overQuota(db, config, ownerId, meta.id, upload.size!)) throw refuse(req, 413, 'files.quota_exceeded');
      if (!existing)
        db.insert(files)
          .values({
            id: meta.id,
            ownerId,
            kind: meta.kind,
            name: meta.name,
            mime: meta.mime,
            size: upload.size!,
            sha256: meta.sha256,
            status: 'uploading',
          })
          .run();
      return {};
    },
    onUploadFinish: async (req, upload: Upload) => {
      const row = db.select().from(files).where(eq(files.id, upload.id)).get();
      const problem = row ? await checkUploadedFile(pathOf(upload.id), row) : 'files.unknown';
      if (problem) {
        await store.remove(upload.id).catch(() => undefined);
        db.delete(files).where(eq(files.id, upload.id)).run();
        throw refuse(req, 422, problem);
      }
      db.update(files).set({ status: 'complete', completedAt: new Date() }).where(eq(files.id, upload.id)).run();
      return {};
    },
  });

  // Abandoned uploads (a form discarded mid-upload) are removed after a week; removed case documents'
  // files after their grace period (ADR 095).
  const sweep = async () => {
    await purgeRemovedCaseFiles(db, config).catch((e: unknown) =>
      log.error({ err: e }, 'purge of removed files failed'),
    );
    await store.deleteExpired().catch(() => 0);
    const cutoff = new Date(Date.now() - ABANDONED_AFTER_MS);
    for (const f of db
      .select()
      .from(files)
      .where(and(eq(files.status, 'uploading'), lt(files.createdAt, cutoff)))
      .all()) {
      await rm(pathOf(f.id), { force: true });
      await rm(`${pathOf(f.id)}.json`, { force: true });
      db.delete(files).where(eq(files.id, f.id)).run();
    }
  };
  setInterval(() => void sweep(), 3600_000).unref();

  const download = (c: Context<AppEnv>, id: string) => {
    const row = UUID.test(id) ? db.select().from(files).where(eq(files.id, id)).get() : undefined;
    const user = c.var.user!;
    if (!row || row.status !== 'complete' || !existsSync(pathOf(id))) throw notFound();
    const caseDocument = isCaseDocument(db, id);
    const readable =
      user.roleId === ROLES.admin ||
      (caseDocument ? caseFileReadable(db, user, id) : row.ownerId === user.id || user.roleId === ROLES.expert);
    if (!readable) throw forbidden();
    c.header('Content-Type', row.mime);
    c.header('Content-Length', String(row.size));
    c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    c.header('X-Content-Type-Options', 'nosniff');
    // A case document is not kept even in the reader's own browser cache: office computers are shared.
    c.header('Cache-Control', caseDocument ? 'private, no-store' : 'private, max-age=3600');
    return stream(c, async (s) => {
      for await (const chunk of createReadStream(pathOf(id))) await s.write(chunk as Uint8Array);
    });
  };

  return new Hono<AppEnv>().use('*', requireAuth).all('/*', async (c) => {
    const id = c.req.path.replace(/^\/api\/files\/?/, '');
    if (id && c.req.method === 'GET') return download(c, id);
    if (id) {
      // tus (HEAD to resume, PATCH to append): only the owner, only our UUID names — no path tricks.
      const row = UUID.test(id) ? db.select().from(files).where(eq(files.id, id)).get() : undefined;
      if (!row || row.ownerId !== c.var.user!.id) throw notFound();
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(USER_HEADER, String(c.var.user!.id));
    const req = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers,
      body: ['GET', 'HEAD'].includes(c.req.raw.method) ? null : c.req.raw.body,
      // @ts-expect-error -- Node's fetch needs duplex for streamed bodies
      duplex: 'half',
    });
    return tus.handleWeb(req);
  });
}
