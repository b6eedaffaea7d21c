/**
 * An offline form's logic without React (use-offline-form.ts wires it to a component; the tests drive
 * it with react-hook-form's createFormControl): the draft restored at the step it was left, each
 * change saved to the device shortly after it is made (at once on flush), the server's rejection put
 * on the fields with the step of the first one opened, and the submit through the outbox. Fields
 * named in `secret` (passwords) never reach storage.
 *
 * IndexedDB writes are asynchronous, and a browser drops one begun while its tab closes: the last
 * keystrokes (or, closed at once, the whole draft) were lost. So when the page is hidden or closed,
 * `rescue()` also writes the unsaved draft synchronously to localStorage; the next opening of the draft
 * takes it into IndexedDB, and every completed save clears it.
 */
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '../../contract/errors.ts';
import type { MutationArgs, MutationName } from '../../contract/mutations.ts';
import { saveDraft, submit } from '../sync/outbox.ts';
import {
  pageStorage,
  rescueKey,
  takeRescuedDrafts,
  type DraftRow,
  type LocalDb,
  type RescueStore,
} from '../sync/db.ts';
import { applyFieldErrors } from './field-errors.ts';
import { firstErrorStep, lastStep, type StepFields } from './form-steps.ts';

type FormApi<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'setError' | 'subscribe'>;

export interface OfflineFormConfig<T extends FieldValues> {
  db: LocalDb;
  draftId: string;
  /** The draft's kind: what "This device" and the lists filter on (lib/draft-links.ts opens it). */
  kind: string;
  form: FormApi<T>;
  /** A blank draft's values; a saved draft's are laid over them. */
  defaults: DefaultValues<T>;
  /** Field paths never written to the device (passwords). */
  secret?: readonly string[] | undefined;
  /** Which step holds which field, so a rejection opens the step of its first field. */
  steps?: StepFields | undefined;
  delayMs?: number;
  /** The longest a change waits while changes keep coming (typing, a test filling a step quickly). */
  maxWaitMs?: number;
  /** Where `rescue()` writes synchronously: the page's localStorage unless a test gives another. */
  rescueStore?: RescueStore | undefined;
}

export interface OfflineFormState {
  /** The saved draft (or a blank one) is in the form: it may be shown. */
  opened: boolean;
  step: number;
  /** The draft row as it was opened. */
  row: DraftRow | undefined;
  /** When a change was last written to the device. */
  savedAt: number | null;
  /** The server's reasons now on the fields ("needs attention"). */
  rejected: FieldErrors | undefined;
}

export const CLOSED: OfflineFormState = { opened: false, step: 0, row: undefined, savedAt: null, rejected: undefined };

/** The values as stored: a copy without the secret paths. */
export function storedValues(values: object, secret: readonly string[] = []): Record<string, unknown> {
  const copy = structuredClone(values) as Record<string, unknown>;
  for (const path of secret) {
    const keys = path.split('.');
    let at: unknown = copy;
    for (const k of keys.slice(0, -1)) at = (at as Record<string, unknown> | undefined)?.[k];
    if (at && typeof at === 'object') delete (at as Record<string, unknown>)[keys.at(-1)!];
  }
  return copy;
}

export class OfflineForm<T extends FieldValues> {
  state: OfflineFormState = CLOSED;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dirty = false;
  /** When the oldest unsaved change was made (a monotonic clock: the wall clock may jump). */
  private dirtySince = 0;
  private closed = false;
  /** The draft as last written or read: a write that would change nothing is skipped. */
  private saved = '';
  /** Whether this draft exists on the device yet, and the values of the form as it opened blank. */
  private stored = false;
  private blankData = '';
  /** The mutation whose rejection is on the fields, so a live update does not apply it twice. */
  private rejection: number | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(readonly cfg: OfflineFormConfig<T>) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly getState = () => this.state;

  /** Reads the draft into the form: values, step, and the reasons if the server refused it. */
  async open(): Promise<void> {
    await this.takeRescued();
    // Storage that cannot be read (a private window) still gets a form: blank, and saving will say why.
    this.load(await this.cfg.db.drafts.get(this.cfg.draftId).catch(() => undefined));
  }

  /**
   * The last resort when the page is hidden or closing: the unsaved draft written synchronously, which an
   * IndexedDB write begun now may not survive. Never throws (storage full or disabled: IndexedDB alone).
   */
  rescue() {
    if (!this.state.opened || this.closed) return;
    const draft = this.draft();
    const snapshot = JSON.stringify(draft);
    if (snapshot === this.saved || (!this.stored && JSON.stringify(draft.data) === this.blankData)) return;
    try {
      this.rescueStore()?.setItem(rescueKey(draft.id), snapshot);
    } catch {
      // quota or disabled storage
    }
  }

  /** This draft's copy from a tab that closed while this one was open (at start, db.ts takes them all). */
  private async takeRescued() {
    await takeRescuedDrafts(this.cfg.db, this.rescueStore(), this.cfg.draftId);
  }

  private forgetRescued() {
    try {
      this.rescueStore()?.removeItem(rescueKey(this.cfg.draftId));
    } catch {
      // disabled storage holds no rescue
    }
  }

  private rescueStore() {
    return 'rescueStore' in this.cfg ? this.cfg.rescueStore : pageStorage();
  }

  /** The row changed under the open form: a new rejection is read again, with its reasons. */
  refresh(row: DraftRow | undefined) {
    if (this.state.opened && row?.status === 'rejected' && row.mutationId !== this.rejection) this.load(row);
  }

  /** Saves changes from now on; returns the stop. */
  watch(): () => void {
    return this.cfg.form.subscribe({ formState: { values: true }, callback: () => this.schedule() });
  }

  setStep(step: number) {
    if (step === this.state.step) return;
    this.set({ step });
    this.schedule(); // the draft reopens at the step the person was on
  }

  /**
   * Saves after a quiet moment, but never later than `maxWaitMs` after the first unsaved change: a
   * quiet-only delay restarted by every keystroke let a quick run of changes sit unsaved, and a reload
   * then (browsers drop IndexedDB writes begun while a page unloads) lost all of them.
   */
  schedule() {
    const now = performance.now();
    if (!this.dirty) this.dirtySince = now;
    this.dirty = true;
    clearTimeout(this.timer);
    const { delayMs = 250, maxWaitMs = 1000 } = this.cfg;
    const wait = Math.max(0, Math.min(delayMs, this.dirtySince + maxWaitMs - now));
    this.timer = setTimeout(() => void this.flush(), wait);
  }

  /** Writes a pending change now. The values are read before anything is awaited. Never rejects. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.dirty || !this.state.opened) return;
    this.dirty = false;
    const draft = this.draft();
    const snapshot = JSON.stringify(draft);
    if (snapshot === this.saved) return;
    // Walking the steps of a blank form is not a person: no nameless draft until something is typed.
    if (!this.stored && JSON.stringify(draft.data) === this.blankData) return;
    try {
      await saveDraft(this.cfg.db, draft);
    } catch (e) {
      // Storage full, or the database closing under a newer version: the next flush tries again.
      this.dirty = true;
      console.error('autosave failed', e);
      return;
    }
    this.saved = snapshot;
    this.stored = true;
    this.forgetRescued();
    if (!this.closed) this.set({ savedAt: Date.now() });
  }

  /** Puts the server's reasons on the fields and opens the step of the first one. */
  showErrors(errors: FieldErrors) {
    const { form, steps } = this.cfg;
    applyFieldErrors(form.setError, errors);
    this.set({ rejected: errors, ...(steps ? { step: firstErrorStep(steps, errors) } : {}) });
  }

  /** Queues the record — its stored values and step with the mutation — in one transaction. */
  async submit<N extends MutationName>(name: N, args: MutationArgs<N>, fileIds?: string[]): Promise<number> {
    clearTimeout(this.timer);
    this.dirty = false;
    const draft = this.draft();
    const id = await submit(this.cfg.db, { ...draft, name, args, ...(fileIds ? { fileIds } : {}) });
    this.saved = JSON.stringify(draft);
    this.forgetRescued();
    this.set({ rejected: undefined });
    return id;
  }

  /** The form went away: nothing it reads later may land in it. */
  close() {
    this.closed = true;
  }

  private load(row: DraftRow | undefined) {
    if (this.closed) return;
    const { form, defaults, steps } = this.cfg;
    form.reset({ ...defaults, ...(row?.data as object | undefined) } as DefaultValues<T>);
    const step = Math.max(0, Math.min(row?.step ?? 0, steps ? lastStep(steps) : Infinity));
    this.set({ opened: true, step, row, rejected: undefined });
    this.saved = JSON.stringify(this.draft());
    this.stored = row !== undefined;
    this.blankData = JSON.stringify(this.draft().data);
    this.rejection = row?.status === 'rejected' ? row.mutationId : undefined;
    if (row?.status === 'rejected' && row.errors) this.showErrors(row.errors);
  }

  private draft() {
    const { draftId: id, kind, secret, form } = this.cfg;
    return { id, kind, data: storedValues(form.getValues(), secret), step: this.state.step };
  }

  private set(patch: Partial<OfflineFormState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}
