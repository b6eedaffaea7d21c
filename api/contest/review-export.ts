/**
 * Exports of the filtered review list: the index as CSV/XLSX (the shared streamed exporter), and a ZIP
 * with that index plus each entry's files in a folder per entry. archiver reads each file from disk
 * only when its turn comes, and we wait for it to catch up, so no amount of media sits in memory.
 */
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { contestApplications, files } from '../../db/schema.ts';
import { contestFileRefs, type ContestSubmit } from '../../contract/contest.ts';
import type { ReviewEntry, ReviewFilter } from '../../contract/contest-review.ts';
import type { Locale } from '../../contract/locale.ts';
import { reviewCursor } from './review-query.ts';
import type { Translate } from '../lib/i18n.ts';
import { exportStream, type ExportFormat, type ExportTable } from '../lib/table-export.ts';

const COLUMNS = ['id', 'full_name', 'iin', 'phone', 'nomination', 'region', 'year', 'status', 'submitted_at', 'files'];
/** At most this many files wait in archiver's queue; the loop pauses until it drains. */
const QUEUE = 8;

export function reviewTable(entries: Iterable<ReviewEntry>, t: Translate): ExportTable {
  function* rows() {
    for (const e of entries)
      yield [
        e.id,
        e.full_name,
        e.iin,
        e.phone,
        e.nomination,
        e.region,
        e.year,
        t(`contest.status.${e.status}`),
        e.submitted_at,
        e.file_ids.length,
      ];
  }
  return { name: 'contest-applications', head: COLUMNS.map((c) => t(`admin.contest.col.${c}`)), rows: rows() };
}

/** Which form field holds each file, from the stored answers. */
export function fileFields(data: Record<string, unknown>): Map<string, string> {
  const byId = new Map<string, string>();
  let refs: Record<string, string[]> = {};
  try {
    refs = contestFileRefs(data as ContestSubmit);
  } catch {
    // Answers stored before a form change may lack a file field: their files still go out, unnamed.
  }
  for (const [field, ids] of Object.entries(refs)) for (const id of ids ?? []) byId.set(id, field);
  return byId;
}

// A file name from a phone may hold anything; inside the ZIP it must stay one plain name in its folder.
const safe = (name: string) =>
  [...name]
    .map((ch) => (/[\\/:*?"<>|]/.test(ch) || ch.charCodeAt(0) < 32 ? '_' : ch))
    .join('')
    .slice(0, 120);

interface ZipArgs {
  db: Db;
  uploads: string;
  q: ReviewFilter;
  format: ExportFormat;
  locale: Locale;
  t: Translate;
}

export function reviewZip({ db, uploads, q, format, locale, t }: ZipArgs): Readable {
  const out = new PassThrough();
  // Started on the next turn: the caller wraps `out` in its Response first, so an early error reaches it.
  setImmediate(async () => {
    try {
      // Loaded on the first ZIP asked for: an idle server never holds the archiver.
      const { default: archiver } = await import('archiver');
      const zip = archiver('zip', { zlib: { level: 1 } }); // photos and PDFs are compressed already
      zip.on('error', (e) => out.destroy(e));
      zip.on('warning', (e) => out.destroy(e));
      zip.pipe(out);
      let queued = 0;
      let done = 0;
      // Wakes the producer when archiver finished an entry, or when the download went away.
      let wake: (() => void) | null = null;
      zip.on('entry', () => (done++, wake?.()));
      out.once('close', () => wake?.());
      const caughtUp = () =>
        new Promise<void>((resolve) => {
          wake = () => {
            if (!out.destroyed && queued - done > QUEUE) return;
            wake = null;
            resolve();
          };
          wake();
        });

      zip.append(exportStream(reviewTable(reviewCursor(db, q, locale), t), format), { name: `index.${format}` });
      queued++;
      for (const entry of reviewCursor(db, q, locale)) {
        if (out.destroyed) return void zip.abort(); // the download was cancelled
        const answers = db.select({ data: contestApplications.data }).from(contestApplications);
        const fields = fileFields(answers.where(eq(contestApplications.id, entry.id)).get()?.data ?? {});
        let n = 0;
        for (const id of entry.file_ids) {
          const f = db.select().from(files).where(eq(files.id, id)).get();
          const path = join(uploads, id);
          if (!f || f.status !== 'complete' || !existsSync(path)) continue;
          const field = fields.get(id) ?? 'file';
          zip.file(path, { name: `${entry.id}/${field}-${++n}-${safe(f.name)}` });
          queued++;
          await caughtUp();
          if (out.destroyed) return void zip.abort();
        }
      }
      await zip.finalize();
    } catch (e) {
      out.destroy(e as Error);
    }
  });
  return out;
}
