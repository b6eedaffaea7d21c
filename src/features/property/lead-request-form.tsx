/**
 * The developer site's other requests (ADR 106): webinar and showroom sign-ups (a time picked from the
 * open slots), complaints, investor requests and vacancy applications (their text required) — name,
 * phone and consent always. Like a booking, the draft lives on the device and goes through the outbox
 * as `property.lead`, sent once whenever the signal returns; then the device asks what it came to. A
 * slot that filled up meanwhile is said under the time picker, and the request is kept all the same.
 * A seat is kept only for a phone proven by SMS (ADR 133): the form asks for the code first, or sends a
 * request that keeps no seat and says so.
 */
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../lib/kz-format.ts';
import { SLOT_KINDS, textIn, type LeadKind } from '../../../contract/property.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { isSubmitted } from '../../lib/submission.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { notHeldMessage, PhoneProof } from './phone-proof.tsx';
import { useLeadForm } from './use-lead-form.ts';

export const REQUEST_KINDS = ['webinar', 'showroom', 'complaint', 'investor', 'vacancy'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

const { TextInput, TextArea, SelectInput, PhoneInput, TickInput } = boundInputs<
  'name' | 'phone' | 'slot_id' | 'comment' | 'consent'
>('property.lead.');

export function LeadRequestForm({ kind }: { kind: RequestKind }) {
  const intl = useIntl();
  const withSlot = (SLOT_KINDS as readonly LeadKind[]).includes(kind);
  const slots = usePublicQuery('/public/property/slots', {
    query: { kind: SLOT_KINDS.find((k) => k === kind) ?? 'webinar' },
  });
  const { draftId, renew, draft, status, sent, answer, busy, send, proof } = useLeadForm({
    kind,
    unitId: null,
    defaults: { kind, name: '', phone: '', rooms: null, slot_id: '', comment: '', consent: false },
    // A sign-up takes a seat only for a phone proven by SMS (ADR 133): that step comes before sending.
    needsProof: withSlot,
    toForm: (v) => ({ ...v, kind, unit_id: null, rooms: null, slot_id: v.slot_id ? Number(v.slot_id) : null }),
  });
  const slotFull = answer && 'slot_id' in answer.errors ? answer.errors.slot_id : undefined;
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
  if (proof) return <PhoneProof holds="seat" {...proof} />;
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
