/**
 * The names of the long reads and export streams the read workers run (read-pool.ts), with their arguments
 * and answers. Each domain adds its own in its `reads.ts` by declaration merging, as an app registers its
 * router with TanStack Router, so the request context can type `c.var.reads` without importing a domain:
 * infrastructure depends on no domain, and no import cycle runs through api/context.ts. api/reads.ts puts
 * the functions themselves together for the workers.
 */
import type { Locale } from '../../contract/locale.ts';
import { gzipChunks } from './gzip-chunks.ts';
import { exportChunks, type ExportFormat, type ExportTable } from './table-export.ts';

/** A domain's reads under its name: `interface ReadRegistry { flows: typeof flowReads }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each domain's reads.ts fills it
export interface ReadRegistry {}
/** A domain's export streams under its name, as ReadRegistry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each domain's reads.ts fills it
export interface StreamRegistry {}

type Merged<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;
/** Every registered read by its own name ('flows.page'), whichever domain added it. */
export type Reads = Merged<ReadRegistry[keyof ReadRegistry]>;
export type Streams = Merged<StreamRegistry[keyof StreamRegistry]>;

/** What every export stream is told: in which language and format, and whether to gzip it. */
export interface ExportArgs {
  locale: Locale;
  format: ExportFormat;
  gzip: boolean;
}

/** An export's bytes a chunk at a time, gzipped in the worker when the client takes gzip. */
export const exportBytes = (table: ExportTable, { format, gzip }: ExportArgs) => {
  const chunks = exportChunks(table, format);
  return gzip ? gzipChunks(chunks) : chunks;
};
