/**
 * The developer site's other requests (ADR 106): webinar and showroom sign-ups (a time picked from the
 * open slots), complaints, investor requests and vacancy applications (their text required) — name,
 * phone and consent always. Like a booking, the draft lives on the device and goes through the outbox
 * as `property.lead`, sent once whenever the signal returns; then the device asks what it came to. A
 * slot that filled up meanwhile is said under the time picker, and the request is kept all the same.
 * A seat is kept only for a phone proven by SMS (ADR 133): the form asks for the code first, or sends a
 * request that keeps no seat and says so.
 */
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../lib/kz-format.ts';
import type { z } from 'zod';
import { normalizePhone } from '../../../contract/fields.ts';
import { leadForm, SLOT_KINDS, textIn, type LeadKind } from '../../../contract/property.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { readRoute } from '../../lib/api.ts';
import { isSubmitted } from '../../lib/submission.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { useRead } from '../../lib/use-read.ts';
import { notHeldMessage, PhoneProof } from './phone-proof.tsx';
import { useBookingDraftId, bookingDraftKind } from './use-booking-draft.ts';

export const REQUEST_KINDS = ['webinar', 'showroom', 'complaint', 'investor', 'vacancy'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

type Values = z.input<typeof leadForm>;

const { TextInput, TextArea, SelectInput, PhoneInput, TickInput } = boundInputs<
  'name' | 'phone' | 'slot_id' | 'comment' | 'consent'
>('property.lead.');

export function LeadRequestForm({ kind }: { kind: RequestKind }) {
  const intl = useIntl();
  const withSlot = (SLOT_KINDS as readonly LeadKind[]).includes(kind);
  const slots = usePublicQuery('/public/property/slots', {
    query: { kind: SLOT_KINDS.find((k) => k === kind) ?? 'webinar' },
  });
  const { draftId, renew } = useBookingDraftId(kind, null);
  const draft = useOfflineForm<Values>({
    draftId,
    kind: bookingDraftKind(kind, null),
    schema: leadForm as unknown as z.ZodType<Values, Values>,
    defaults: { kind, name: '', phone: '', rooms: null, slot_id: '', comment: '', consent: false } as unknown as Values,
  });
  const status = draft.row?.status;
  const sent = status === 'sent';
  const standing = useRead(sent && draftId ? `property-standing:${draftId}` : null, (signal) =>
    readRoute('/property/leads/standing', { query: { ids: draftId! } }, signal),
  );
  const answer = standing.data?.data[0];
  const slotFull = answer && 'slot_id' in answer.errors ? answer.errors.slot_id : undefined;
  const [busy, setBusy] = useState(false);
  /** The sign-up waiting for its phone's SMS proof. */
  const [waiting, setWaiting] = useState<{ draftId: string; values: Values } | null>(null);
  // Another booking (a new draft) starts at the form, not at the last one's SMS step.
  const pending = waiting && waiting.draftId === draftId ? waiting.values : null;
  const notHeld = notHeldMessage('request', answer?.outcome);
  useEffect(() => void (sent && slots.retry()), [sent]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!draft.opened || !draftId) return null;
  if (isSubmitted(status))
    return (
      <SubmissionState
        status={status}
        success="property.request.done"
        testId="request-done"
        heading="h3"
        actions={
          <Button type="button" variant="secondary" onClick={renew}>
            <FormattedMessage id="property.request.another" />
          </Button>
        }
      >
        {answer?.outcome === 'seated' && (
          <p data-testid="request-seated">
            <FormattedMessage id="property.request.seated" />
          </p>
        )}
        {notHeld && (
          <p data-testid="request-not-held">
            <FormattedMessage id={notHeld} />
          </p>
        )}
        {slotFull && (
          <div data-testid="request-slot-full">
            <FieldError error={slotFull[0]} />
          </div>
        )}
      </SubmissionState>
    );

  const open = slots.status === 'ready' ? slots.data.data : [];
  const submit = async (v: Values, verification?: string) => {
    setBusy(true);
    try {
      const slotId = v.slot_id ? Number(v.slot_id) : null;
      await draft.submit('property.lead', {
        client_record_id: draftId,
        form: { ...v, kind, unit_id: null, rooms: null, slot_id: slotId, ...(verification ? { verification } : {}) },
      });
    } finally {
      setBusy(false);
    }
  };
  // A sign-up takes a seat only for a phone proven by SMS (ADR 133): that step comes before sending.
  const send = draft.form.handleSubmit(
    (v) => (withSlot ? setWaiting({ draftId, values: v }) : submit(v)),
    () => void draft.flush(),
  );
  if (pending)
    return (
      <PhoneProof
        phone={normalizePhone(String(pending.phone))}
        holds="seat"
        busy={busy}
        onProven={(token) => submit(pending, token)}
        onWithout={() => void submit(pending)}
      />
    );
  return (
    <FormProvider {...draft.form}>
      <form className="form-card" onSubmit={(e) => void send(e)} noValidate data-testid={`${kind}-form`}>
        <FormErrorCount count={draft.errorCount} />
        <TextInput name="name" autoComplete="name" />
        <PhoneInput name="phone" />
        {withSlot &&
          (open.length ? (
            <SelectInput
              name="slot_id"
              options={open.map((s) => ({
                value: s.id,
                label: `${formatDate(intl, s.starts_at, 'dateTime')} — ${textIn(s.title, intl.locale)} (${intl.formatMessage({ id: 'property.slots.seats_left' }, { left: s.seats_left })})`,
              }))}
            />
          ) : (
            slots.status === 'ready' && (
              <p className="empty" data-testid="no-slots">
                <FormattedMessage id="property.slots.none" />
              </p>
            )
          ))}
        {!withSlot && <TextArea name="comment" />}
        <TickInput name="consent" />
        <Button type="submit" busy={busy} disabled={withSlot && !open.length}>
          <FormattedMessage id="property.request.send" />
        </Button>
      </form>
    </FormProvider>
  );
}
