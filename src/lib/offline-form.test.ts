import 'fake-indexeddb/auto';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { markRejected } from '../sync/outbox.ts';
import { LocalDb, takeRescuedDrafts, type RescueStore } from '../sync/db.ts';
import { firstErrorStep } from './form-steps.ts';
import { OfflineForm, storedValues } from './offline-form.ts';

interface Person {
  fio: string;
  iin: string;
  phone: string;
  password: string;
}

const blank: Person = { fio: '', iin: '', phone: '', password: '' };
const STEPS = [['fio', 'iin'], ['phone'], ['password']] as const;
const fresh = () => new LocalDb(`test-${crypto.randomUUID()}`);

/** A form and its offline draft, as useOfflineForm makes them (the hook only adds React's lifecycle). */
async function opened(db: LocalDb, draftId: string, rescueStore?: RescueStore) {
  const form = createFormControl<Person>({ defaultValues: blank });
  const draft = new OfflineForm<Person>({
    db,
    draftId,
    kind: 'test.person',
    form,
    defaults: blank,
    secret: ['password'],
    steps: STEPS,
    delayMs: 60_000, // the tests flush by hand
    rescueStore,
  });
  await draft.open();
  const stop = draft.watch();
  return { form, draft, stop };
}

const mark = { flowId: 1, applicationId: 2, day: 3, present: true, markedAt: 1_700_000_000_000 };

describe('offline form', () => {
  it('a draft restores at the step it was left, with its values', async () => {
    const db = fresh();
    const a = await opened(db, 'd1');
    a.form.setValue('fio', 'Айгүл Сәрсенова');
    a.form.setValue('phone', '77011234567');
    a.draft.setStep(1);
    await a.draft.flush();
    expect(a.draft.state.savedAt).not.toBeNull();

    const b = await opened(db, 'd1');
    expect(b.draft.state).toMatchObject({ opened: true, step: 1, rejected: undefined });
    expect(b.form.getValues()).toEqual({ ...blank, fio: 'Айгүл Сәрсенова', phone: '77011234567' });
  });

  it('walking the steps of a blank form stores no nameless draft; the first typed value stores it at its step', async () => {
    const db = fresh();
    const { form, draft } = await opened(db, 'blank');
    draft.setStep(2);
    await draft.flush();
    draft.setStep(1);
    await draft.flush();
    expect(await db.drafts.get('blank')).toBeUndefined();
    form.setValue('phone', '77011234567');
    await draft.flush();
    expect(await db.drafts.get('blank')).toMatchObject({ step: 1, data: { phone: '77011234567' } });
  });

  it('a password field is never stored, in the draft or the submitted record', async () => {
    const db = fresh();
    const { form, draft } = await opened(db, 'd1');
    form.setValue('fio', 'Aigul');
    form.setValue('password', 'auyl-2026-pass');
    await draft.flush();
    expect((await db.drafts.get('d1'))?.data).toEqual({ fio: 'Aigul', iin: '', phone: '' });
    await draft.submit('attendance.mark', mark);
    expect((await db.drafts.get('d1'))?.data).not.toHaveProperty('password');
    expect(JSON.stringify(await db.drafts.toArray())).not.toContain('auyl-2026-pass');
    // what a restored form holds: the password is typed again
    expect((await opened(db, 'd1')).form.getValues('password')).toBe('');
  });

  it('a rejection puts the message id on its field and opens the step of the first error', async () => {
    const db = fresh();
    const a = await opened(db, 'd1');
    a.form.setValue('iin', '850302400555');
    a.draft.setStep(2);
    await a.draft.submit('attendance.mark', mark);
    const row = (await db.outbox.toArray())[0]!;
    await markRejected(db, row, { phone: ['validation.phone.taken'], iin: ['validation.iin.taken'] });

    // the person opens it again (or the form was open: refresh reads the new rejection)
    const b = await opened(db, 'd1');
    expect(b.form.getFieldState('iin').error).toMatchObject({ message: 'validation.iin.taken' });
    expect(b.form.getFieldState('phone').error).toMatchObject({ message: 'validation.phone.taken' });
    expect(b.draft.state.step).toBe(0);
    expect(b.draft.state.rejected).toEqual({
      phone: ['validation.phone.taken'],
      iin: ['validation.iin.taken'],
    });
    expect(b.form.getValues('iin')).toBe('850302400555');

    a.draft.refresh(await db.drafts.get('d1'));
    expect(a.form.getFieldState('iin').error?.message).toBe('validation.iin.taken');
    expect(a.draft.state.step).toBe(0);
  });

  it('puts reasons given online (a 422) on the fields, the record-level one on root', async () => {
    const { form, draft } = await opened(fresh(), 'd1');
    draft.showErrors({ phone: ['validation.phone.taken'], _: ['errors.no_role_access'] });
    expect(form.getFieldState('phone').error?.message).toBe('validation.phone.taken');
    expect(form.formControl.control._formState.errors.root?.message).toBe('errors.no_role_access');
    expect(draft.state.step).toBe(1);
  });

  it('opening a blank form stores nothing until the person changes something', async () => {
    const db = fresh();
    const { form, draft } = await opened(db, 'd1');
    form.reset(blank); // a reset notifies like a change; nothing changed
    draft.schedule();
    await draft.flush();
    expect(await db.drafts.count()).toBe(0);
    form.setValue('fio', 'A');
    await draft.flush();
    expect(await db.drafts.count()).toBe(1);
  });

  it('saves a change only after the quiet delay, or at once on flush', async () => {
    const db = fresh();
    const form = createFormControl<Person>({ defaultValues: blank });
    const draft = new OfflineForm<Person>({ db, draftId: 'd1', kind: 'k', form, defaults: blank, delayMs: 30 });
    await draft.open();
    draft.watch();
    form.setValue('fio', 'A');
    form.setValue('fio', 'Ai');
    expect(await db.drafts.count()).toBe(0);
    await new Promise((r) => setTimeout(r, 120));
    expect((await db.drafts.get('d1'))?.data).toMatchObject({ fio: 'Ai' });
  });

  it('changes that keep coming are saved within the longest wait, not only once they stop', async () => {
    const db = fresh();
    const form = createFormControl<Person>({ defaultValues: blank });
    const draft = new OfflineForm<Person>({
      db,
      ...{ draftId: 'd1', kind: 'k', form, defaults: blank },
      ...{ delayMs: 40, maxWaitMs: 100 },
    });
    await draft.open();
    draft.watch();
    // a change every 20 ms for 300 ms: never 40 ms quiet, so only the longest wait saves them
    for (let i = 1; i <= 15; i++) {
      form.setValue('fio', 'A'.repeat(i));
      await new Promise((r) => setTimeout(r, 20));
    }
    const stored = ((await db.drafts.get('d1'))?.data as Partial<Person> | undefined)?.fio;
    expect(stored?.length).toBeGreaterThan(0);
  });

  it('a form closed before its draft was read leaves the next one alone', async () => {
    const db = fresh();
    const first = await opened(db, 'd1');
    first.form.setValue('fio', 'First');
    await first.draft.flush();
    const form = createFormControl<Person>({ defaultValues: blank });
    const late = new OfflineForm<Person>({ db, draftId: 'd1', kind: 'k', form, defaults: blank });
    late.close(); // "Register next person" pressed while d1 was still being read
    await new OfflineForm<Person>({ db, draftId: 'd2', kind: 'k', form, defaults: blank }).open();
    form.setValue('fio', 'Next person');
    await late.open(); // d1's read arrives last
    expect(form.getValues('fio')).toBe('Next person');
  });
});

/** A page's localStorage, as a Map. */
function memoryStore(): RescueStore & { keys(): string[] } {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
    keys: () => [...m.keys()],
  };
}

describe('a tab closed before its save finished', () => {
  it('the last keystrokes come back from the synchronous copy made as the page was hidden', async () => {
    const db = fresh();
    const store = memoryStore();
    const a = await opened(db, 'note', store);
    a.form.setValue('fio', 'Айгүл');
    await a.draft.flush();
    a.form.setValue('fio', 'Айгүл Сәрсенова'); // typed just before the tab closed
    a.draft.rescue(); // pagehide: the IndexedDB write it also begins never completes
    expect((await db.drafts.get('note'))?.data).toMatchObject({ fio: 'Айгүл' });

    const b = await opened(db, 'note', store);
    expect(b.form.getValues('fio')).toBe('Айгүл Сәрсенова');
    expect(await db.drafts.get('note')).toMatchObject({ status: 'draft', data: { fio: 'Айгүл Сәрсенова' } });
    expect(store.keys()).toEqual([]);
  });

  it('a draft closed at once, never written to IndexedDB, is kept; a blank form leaves no copy', async () => {
    const db = fresh();
    const store = memoryStore();
    const blankForm = await opened(db, 'blank', store);
    blankForm.draft.rescue();
    expect(store.keys()).toEqual([]);
    const a = await opened(db, 'quick', store);
    a.form.setValue('phone', '77011234567');
    a.draft.rescue();
    expect(await db.drafts.get('quick')).toBeUndefined();
    const b = await opened(db, 'quick', store);
    expect(b.form.getValues('phone')).toBe('77011234567');
  });

  it('every rescued draft joins the store as the database opens, before a form looks for one to continue', async () => {
    const db = fresh();
    const store = memoryStore();
    const a = await opened(db, 'closed-at-once', store);
    a.form.setValue('fio', 'Dana');
    a.draft.rescue();
    store.setItem('other.key', 'kept');
    await takeRescuedDrafts(db, store);
    expect(await db.drafts.where('kind').equals('test.person').toArray()).toMatchObject([
      { id: 'closed-at-once', status: 'draft', data: { fio: 'Dana' } },
    ]);
    expect(store.keys()).toEqual(['other.key']);
  });

  it('a completed save clears the copy, and a copy never reopens a record already queued', async () => {
    const db = fresh();
    const store = memoryStore();
    const a = await opened(db, 'd1', store);
    a.form.setValue('fio', 'Aigul');
    a.draft.rescue();
    await a.draft.flush();
    expect(store.keys()).toEqual([]);

    a.form.setValue('fio', 'Aigul S.');
    a.draft.rescue();
    await a.draft.submit('attendance.mark', mark);
    expect(store.keys()).toEqual([]);
    // Another tab's copy of an edit made before this one queued the record.
    store.setItem(
      'qaryzsyz.draft-rescue.d1',
      JSON.stringify({ id: 'd1', kind: 'test.person', data: { fio: 'x' }, step: 0 }),
    );
    const b = await opened(db, 'd1', store);
    expect(b.form.getValues('fio')).toBe('Aigul S.');
    expect((await db.drafts.get('d1'))?.status).toBe('queued');
  });
});

describe('steps and stored values', () => {
  it('finds the first step with an error, nested paths by their top field, the whole record last', () => {
    const steps = [['a'], ['confirmations', 'b'], ['c']];
    expect(firstErrorStep(steps, { c: ['x'], 'confirmations.tax': ['y'] })).toBe(1);
    expect(firstErrorStep(steps, { _: ['x'] })).toBe(2);
    expect(firstErrorStep({ a: 0, b: 3 }, { b: ['x'], z: ['y'] })).toBe(3);
  });

  it('drops secret paths, nested ones too, without touching the form', () => {
    const values = { name: 'A', password: 'p', owner: { password: 'q', phone: '7' } };
    expect(storedValues(values, ['password', 'owner.password'])).toEqual({ name: 'A', owner: { phone: '7' } });
    expect(values.owner.password).toBe('q');
  });
});
