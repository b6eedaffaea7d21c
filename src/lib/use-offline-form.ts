/**
 * The one offline form: a react-hook-form whose draft lives on the device. It restores the draft at
 * the step it was left, saves every change shortly after it is made and at once when the tab is
 * hidden, closed or replaced by a newer version — then also synchronously, as a last resort a closing
 * tab cannot cut short (offline-form.ts `rescue`) — so a dead battery loses at most a keystroke; puts a
 * rejected record's reasons on their fields and opens the step of the first, and submits through the
 * outbox. Secret fields (passwords) never reach storage. A new form is a few lines on top of it:
 *
 *   const f = useOfflineForm({ draftId, kind: 'survey', schema: surveyAnswers, defaults: { answers: [] } });
 *   if (!f.opened) return null;
 *   const send = f.form.handleSubmit((v) => f.submit('survey.answer', { ...v, id: draftId }));
 *   return <FormProvider {...f.form}><form onSubmit={send}><SurveyQuestions step={f.step} /></form></FormProvider>;
 *   // steps: f.setStep(n); a wizard passes `steps` (field names per step) so a rejection opens the right one.
 *
 * The logic is in offline-form.ts (tested there without React); this wires it to a component. With
 * `oneTab`, a draft opens in one tab only (lib/tab-drafts.ts): another tab gets `elsewhere` instead.
 * Errors behave alike in every form (use-form-attention.ts): a wizard's Next is `await f.check(fields)`,
 * and a failed check or submit opens the step of the first error, focuses it and says how many there are.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '../../contract/errors.ts';
import type { MutationArgs, MutationName } from '../../contract/mutations.ts';
import { db, onBeforeClose, type DraftRow } from '../sync/db.ts';
import type { StepFields } from './form-steps.ts';
import { CLOSED, OfflineForm } from './offline-form.ts';
import { holdDraft } from './tab-drafts.ts';
import { useFormAttention, type FormAttention } from './use-form-attention.ts';

type Schema = z.ZodType<FieldValues, FieldValues>;

export interface OfflineFormOptions<T extends FieldValues> {
  /** Undefined while the page is still choosing which draft to open. */
  draftId: string | undefined;
  kind: string;
  /** A form of the caller's own; otherwise one is made from `schema`. */
  form?: UseFormReturn<T>;
  /** The form's zod schema, or one per step (each step checks its own fields). */
  schema?: Schema | ((step: number) => Schema);
  defaults: DefaultValues<T>;
  /** Field paths never stored, e.g. ['password']. */
  secret?: readonly string[];
  steps?: StepFields;
  /** Open the draft in one tab only; in another it stays closed with `elsewhere` set. */
  oneTab?: boolean;
}

export interface OfflineFormHandle<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Values and step are restored: show the form. */
  opened: boolean;
  /** `oneTab`: another tab has this draft open, so it was not opened here. */
  elsewhere: boolean;
  step: number;
  setStep(step: number): void;
  /** The draft's row now (queued, sent, rejected…), or as it was opened until the live read arrives. */
  row: DraftRow | undefined;
  savedAt: number | null;
  /** The server's reasons on the fields now ("needs attention"). */
  rejected: FieldErrors | undefined;
  /** Puts reasons the server gave online (a 422) on the fields, as a push rejection's are, and shows them. */
  showErrors(errors: FieldErrors): void;
  /** Checks these fields (a step's; all when none are named) at once, drawing attention to what is wrong. */
  check: FormAttention['check'];
  /** How many fields are wrong since the last failed check or submit (0 once corrected): for FormErrorCount. */
  errorCount: number;
  submit<N extends MutationName>(name: N, args: MutationArgs<N>, fileIds?: string[]): Promise<number>;
  flush(): Promise<void>;
}

function stepResolver<T extends FieldValues>(schema: OfflineFormOptions<T>['schema'], step: RefObject<number>) {
  if (!schema) return undefined;
  const resolver: Resolver<T> = (values, ctx, options) => {
    const s = typeof schema === 'function' ? schema(step.current) : schema;
    return (zodResolver as (s: Schema) => Resolver<T>)(s)(values, ctx, options);
  };
  return resolver;
}

export function useOfflineForm<T extends FieldValues>(options: OfflineFormOptions<T>): OfflineFormHandle<T> {
  const { draftId, kind } = options;
  const latest = useRef(options);
  latest.current = options;
  const step = useRef(0);
  const own = useForm<T>({
    resolver: stepResolver(options.form ? undefined : options.schema, step),
    defaultValues: options.defaults,
    // Checked by Next and Send only (and a field in error at each edit): see use-form-attention.ts.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const form = options.form ?? own;

  // One controller per draft: another draft id (the next person, a new request) is another form.
  const c = useMemo(
    () => (draftId === undefined ? undefined : new OfflineForm<T>({ ...latest.current, db, draftId, kind, form })),
    [draftId, kind, form],
  );
  const state = useSyncExternalStore(c?.subscribe ?? noSubscribe, c?.getState ?? closed);
  step.current = state.step;
  const attention = useFormAttention(form, { steps: options.steps, openStep: (n) => c?.setStep(n) });

  // The draft id another tab holds, so this one shows a notice instead of a second copy of the form.
  const [elsewhere, setElsewhere] = useState<string>();

  useEffect(() => {
    if (!c) return;
    const hold = latest.current.oneTab ? holdDraft(c.cfg.draftId) : undefined;
    let stop = () => {};
    let gone = false;
    const start = () => {
      void c.open();
      stop = c.watch();
    };
    if (!hold) start();
    else
      void hold.held.then((mine) => {
        if (gone) return;
        setElsewhere(mine ? undefined : c.cfg.draftId);
        if (mine) start();
      });
    const flush = () => void c.flush();
    // The synchronous copy first: a closing tab may never finish the IndexedDB write that flush begins.
    const leave = () => {
      c.rescue();
      flush();
    };
    const onHidden = () => document.visibilityState === 'hidden' && leave();
    const off = onBeforeClose(() => c.flush());
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      gone = true;
      stop();
      off();
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onHidden);
      flush(); // reads the values now, before the next draft is put in the form
      hold?.release();
      c.close();
    };
  }, [c]);

  // The sync engine changes the row (queued → sent or rejected) while the form is open.
  const live = useLiveQuery(
    async () => (draftId ? { draftId, row: await db.drafts.get(draftId) } : undefined),
    [draftId],
  );
  const row = live && live.draftId === draftId ? live.row : state.row;
  useEffect(() => c?.refresh(row), [c, row]);

  return {
    form,
    opened: state.opened,
    elsewhere: draftId !== undefined && elsewhere === draftId,
    step: state.step,
    setStep: (n) => c?.setStep(n),
    row,
    savedAt: state.savedAt,
    rejected: state.rejected,
    showErrors: (errors) => {
      c?.showErrors(errors);
      attention.attend();
    },
    check: attention.check,
    errorCount: attention.errorCount,
    submit: (name, args, fileIds) => {
      if (!c) throw new Error('useOfflineForm: submit before a draft id');
      return c.submit(name, args, fileIds);
    },
    flush: () => c?.flush() ?? Promise.resolve(),
  };
}

const noSubscribe = () => () => undefined;
const closed = () => CLOSED;
