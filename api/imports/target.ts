/**
 * What the import pipeline asks of the kind of record it fills (ADR 093). The pipeline — upload,
 * mapping by header and per source, KATO names, duplicates within the file, the dry run's savepoints,
 * batches, the report, the error workbook and undo — is one; a target says which fields it has, how a
 * row becomes its form, which stored record an IIN duplicates, how it creates and updates records
 * (snapshots of what it wrote included), what blocks an undo and how a snapshot is put back.
 */
import type { Db, Tx } from '../../db/client.ts';
import type { ImportSnapshot, importJobRows, importJobs, KatoQuestion } from '../../db/schema.ts';
import type { UserRow } from '../context.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { ImportOutcome, ImportStrategy, ImportTarget } from '../../contract/imports.ts';
import type { KatoIndex } from './kato-match.ts';
import type { SheetRow } from './sheet-rows.ts';

export type Job = typeof importJobs.$inferSelect;
export type WrittenRow = typeof importJobRows.$inferSelect;

export interface RowContext {
  job: Job;
  creator: UserRow;
  mapping: (string | null)[];
  strategy: ImportStrategy;
  picks: Record<string, number>;
  kato: KatoIndex;
  /** IIN or phone → the first row that had it. */
  seen: Map<string, number>;
  dry: boolean;
}

export interface RowResult {
  outcome: ImportOutcome;
  reasons: FieldErrors;
  name: string | null;
  iin: string | null;
  kato: KatoQuestion[];
  /** The applicant (training target only). */
  userId?: number | null;
  /** The application written: a training or an agro application, by target. */
  applicationId?: number | null;
  before?: ImportSnapshot | null;
  after?: ImportSnapshot | null;
}
/** What a row's result says before the target decided anything. */
export type RowBase = Omit<RowResult, 'outcome' | 'reasons'>;
/** A row's values as the form parses them, with the KATO names' errors beside them. */
export interface RowInput {
  row: SheetRow;
  values: Record<string, unknown>;
  katoErrors: FieldErrors;
  base: RowBase;
}

export interface ImportTargetDef<Existing = unknown> {
  id: ImportTarget;
  /** Names akimat lists give fields, beyond the form's labels in kk/ru/en and the template's ids. */
  synonyms: Record<string, string[]>;
  /**
   * The fields that name a stored record — an IIN for people; building, section and number for a unit —
   * and the header error when one of them is not mapped.
   */
  keyFields: string[];
  noKey: string;
  /** The row's key among the file's rows and the stored records, and the name its report shows (default: IIN, full name). */
  identify?(values: Record<string, unknown>): { key: string | null; name: string | null };
  /** Every row must match a stored record (a price list): no duplicate strategy applies. */
  updatesOnly?: boolean;
  /** Message id of a row skipped because its IIN is stored (strategy skip). */
  skipped: string;
  /** A phone already in an earlier row of the file is an error (an applicant's phone is their login). */
  phoneUnique: boolean;
  /** Fields a new record cannot be made without: absent from the mapping, they are a header warning. */
  required: string[];
  /** Mapped, non-blank cell texts by field → the form's input (ticks, lists, a numeric IIN's zero). */
  toForm(cells: Record<string, string>): Record<string, unknown>;
  /** The record this very row of this job already wrote (an import resumed after the process died). */
  resumed(tx: Tx, recordId: string): Pick<RowResult, 'userId' | 'applicationId' | 'after'> | null;
  /**
   * The stored record a row with this key (an IIN) duplicates (from any source: sync, forms, earlier imports).
   * `values`, the row as the form reads it, tells a person's record from a claim the row replaces (ADR 133).
   */
  existing(tx: Tx, key: string, values: Record<string, unknown>): Existing | null;
  /** Why a stored record may not be touched by an import at all (whatever the strategy), if so. */
  refuse?(existing: Existing): FieldErrors | null;
  /** A new record, inside the savepoint the pipeline gives (rolled back in a dry run). */
  create(sp: Tx, ctx: RowContext, input: RowInput, recordId: string): RowResult;
  /**
   * The run's strategy (fill or overwrite; skip never gets here) on a duplicate: checks first, then
   * `write` in a savepoint. Answers the row's result.
   */
  update(
    tx: Tx,
    ctx: RowContext,
    input: RowInput,
    existing: Existing,
    write: (w: (sp: Tx) => RowResult) => RowResult,
  ): RowResult;
  /** Message ids of what touched the written record since the import (status, enrolment, edits); none: undoable. */
  blockers(db: Db | Tx, job: Job, written: WrittenRow): string[];
  /** Deletes what the row created, or writes its "before" snapshot back. */
  restore(tx: Tx, written: WrittenRow): void;
}

/** A target typed by its own duplicate record, stored in the registry beside the other. */
export const defineTarget = <E>(def: ImportTargetDef<E>) => def as unknown as ImportTargetDef;
