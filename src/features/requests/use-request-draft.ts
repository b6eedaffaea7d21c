/**
 * Keeps a request form on the device as it is typed: one client UUID per draft (the server stores a
 * request once per UUID), the latest unsent draft restored on return, with any server rejection.
 */
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RequestKind } from '../../../api/schemas/requests.ts';
import { db } from '../../lib/db.ts';
import { useAutosave } from '../../lib/use-autosave.ts';

export const draftKind = (kind: RequestKind) => `request.${kind}`;

export function useRequestDraft<T extends FieldValues>(kind: RequestKind, form: UseFormReturn<T>) {
  const [draftId, setDraftId] = useState<string | null>(null);
  const { save, flush } = useAutosave();

  useEffect(() => {
    let live = true;
    void db.drafts
      .where('kind')
      .equals(draftKind(kind))
      .filter((d) => d.status === 'draft' || d.status === 'rejected')
      .sortBy('updatedAt')
      .then((rows) => {
        if (!live) return;
        const last = rows.at(-1);
        if (!last) return setDraftId(crypto.randomUUID());
        form.reset(last.data as T);
        for (const [field, ids] of Object.entries(last.errors ?? {}))
          form.setError(field as Path<T>, { type: 'server', message: ids[0] });
        setDraftId(last.id);
      });
    return () => {
      live = false;
    };
  }, [kind, form]);

  useEffect(() => {
    if (!draftId) return;
    const sub = form.watch(() => save({ id: draftId, kind: draftKind(kind), data: form.getValues(), step: 0 }));
    return () => sub.unsubscribe();
  }, [draftId, kind, form, save]);

  return { draftId, flush, renew: () => setDraftId(crypto.randomUUID()) };
}
