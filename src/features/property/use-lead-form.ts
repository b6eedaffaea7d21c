/**
 * What every property request form does (a booking, "call me", a webinar or showroom sign-up, a
 * complaint…): its draft lives on the device per kind and unit and goes through the outbox as
 * `property.lead`, sent once whenever the signal returns; a request that holds something (a unit, a
 * seat) waits for the phone's SMS proof first, or goes without it holding nothing (ADR 133); once the
 * server has it, the device asks what it came to. Each form keeps its own fields and what it shows.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { normalizePhone } from '../../../contract/fields.ts';
import { leadForm, type LeadKind } from '../../../contract/property.ts';
import { readRoute } from '../../lib/api.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { useRead } from '../../lib/use-read.ts';
import { bookingDraftKind, useBookingDraftId } from './use-booking-draft.ts';

export type LeadValues = z.input<typeof leadForm>;

export function useLeadForm({
  kind,
  unitId,
  defaults,
  needsProof,
  toForm,
}: {
  kind: LeadKind;
  unitId: number | null;
  defaults: Record<string, unknown>;
  /** Whether sending waits for the SMS proof (it holds a unit or a seat). */
  needsProof: boolean;
  /** The form's values as `property.lead` sends them. */
  toForm(values: LeadValues): LeadValues;
}) {
  const { draftId, renew } = useBookingDraftId(kind, unitId);
  const draft = useOfflineForm<LeadValues>({
    draftId,
    kind: bookingDraftKind(kind, unitId),
    schema: leadForm as unknown as z.ZodType<LeadValues, LeadValues>,
    defaults: defaults as unknown as LeadValues,
  });
  const status = draft.row?.status;
  const sent = status === 'sent';
  const standing = useRead(sent && draftId ? `property-standing:${draftId}` : null, (signal) =>
    readRoute('/property/leads/standing', { query: { ids: draftId! } }, signal),
  );
  const [busy, setBusy] = useState(false);
  /** The request waiting for its phone's SMS proof. */
  const [waiting, setWaiting] = useState<{ draftId: string; values: LeadValues } | null>(null);
  // Another request (a new draft) starts at the form, not at the last one's SMS step.
  const pending = waiting && waiting.draftId === draftId ? waiting.values : null;

  const submit = async (v: LeadValues, verification?: string) => {
    setBusy(true);
    try {
      await draft.submit('property.lead', {
        client_record_id: draftId!,
        form: { ...toForm(v), ...(verification ? { verification } : {}) },
      });
    } finally {
      setBusy(false);
    }
  };
  const send = draft.form.handleSubmit(
    (v) => (needsProof && draftId ? setWaiting({ draftId, values: v }) : submit(v)),
    () => void draft.flush(),
  );
  /** The SMS step's props while a request waits for it (phone-proof.tsx). */
  const proof = pending && {
    phone: normalizePhone(String(pending.phone)),
    busy,
    onProven: (token: string) => submit(pending, token),
    onWithout: () => void submit(pending),
  };

  return { draftId, renew, draft, status, sent, answer: standing.data?.data[0], busy, send, proof };
}
