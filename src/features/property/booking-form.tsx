/**
 * "Book" for a unit (or a plain booking request): full name and phone required, rooms optional,
 * consent always; "call me back" asks a time of day instead of rooms. The draft lives on the device per
 * unit and goes through the outbox as `property.lead`, so a request pressed with no signal is sent once
 * when the signal returns; then the device asks what a booking came to — the unit reserved until a time,
 * or already taken (kept as a lead). A booking holds only for a phone proven by SMS (ADR 133): the form
 * asks for the code first, or sends a lead that holds nothing and says so.
 */
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { CALLBACK_TIMES, propertyLabel } from '../../../contract/property.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { isSubmitted } from '../../lib/submission.ts';
import { bookingHeadline } from './booking-headline.ts';
import { notHeldMessage, PhoneProof } from './phone-proof.tsx';
import { useLeadForm } from './use-lead-form.ts';

const { TextInput, SelectInput, PhoneInput, TickInput } = boundInputs<
  'name' | 'phone' | 'rooms' | 'preferred_time' | 'consent'
>('property.lead.');

export function BookingForm({
  kind = 'booking',
  unitId,
  rooms,
  reservedUntil,
  onSent,
  outcomeOnly = false,
  heading: Heading = 'h3',
}: {
  /** A booking asks for a hold on the unit; "call me" only asks the sales office to call. */
  kind?: 'booking' | 'callback';
  unitId: number | null;
  rooms: number | null;
  reservedUntil: number | null;
  onSent: () => void;
  /** Show only what this device's booking of the unit came to, never a blank form (the unit is not free). */
  outcomeOnly?: boolean;
  /** The form's title level; none where the page's own heading names the form. */
  heading?: 'h3' | null;
}) {
  const intl = useIntl();
  const { draftId, renew, draft, status, sent, answer, busy, send, proof } = useLeadForm({
    kind,
    unitId,
    defaults: { kind, name: '', phone: '', rooms: rooms ?? '', unit_id: unitId, preferred_time: '', consent: false },
    // A booking holds its unit only for a phone proven by SMS (ADR 133): that step comes before sending.
    needsProof: kind === 'booking' && unitId !== null,
    toForm: (v) => ({
      ...(kind === 'callback' ? { ...v, rooms: rooms ?? null } : { ...v, preferred_time: null }),
      kind,
      unit_id: unitId,
    }),
  });
  useEffect(() => {
    if (sent) onSent();
  }, [sent]); // eslint-disable-line react-hooks/exhaustive-deps
  const outcome = answer?.outcome;
  const notHeld = notHeldMessage('booking', outcome);

  if (!draft.opened || !draftId) return null;
  if (isSubmitted(status))
    return (
      <SubmissionState
        status={status}
        success={bookingHeadline(kind, outcome)}
        testId="booking-done"
        heading={Heading ?? 'h2'}
        actions={
          <Button type="button" variant="secondary" onClick={renew}>
            <FormattedMessage id="property.booking.another" />
          </Button>
        }
      >
        {outcome === 'reserved' && reservedUntil && (
          <p data-testid="booking-reserved">
            <FormattedMessage
              id="property.booking.reserved"
              values={{ until: <KzDate value={reservedUntil} show="dateTime" /> }}
            />
          </p>
        )}
        {outcome === 'unit_taken' && (
          <p data-testid="booking-taken">
            <FormattedMessage id="property.booking.taken" />
          </p>
        )}
        {notHeld && (
          <p data-testid="booking-not-held">
            <FormattedMessage id={notHeld} />
          </p>
        )}
      </SubmissionState>
    );

  if (outcomeOnly) return null;
  if (proof) return <PhoneProof holds="unit" {...proof} />;

  return (
    <FormProvider {...draft.form}>
      <form className="form-card" onSubmit={(e) => void send(e)} noValidate data-testid={`${kind}-form`}>
        {Heading && (
          <Heading>
            <FormattedMessage id={`property.${kind}.title`} />
          </Heading>
        )}
        <FormErrorCount count={draft.errorCount} />
        <TextInput name="name" autoComplete="name" />
        <PhoneInput name="phone" />
        {kind === 'callback' ? (
          <SelectInput
            name="preferred_time"
            options={CALLBACK_TIMES.map((t) => ({
              value: t,
              label: intl.formatMessage({ id: propertyLabel('callback_time', t) }),
            }))}
          />
        ) : (
          <TextInput name="rooms" inputMode="numeric" />
        )}
        <TickInput name="consent" />
        <Button type="submit" busy={busy}>
          <FormattedMessage id={`property.${kind}.send`} />
        </Button>
      </form>
    </FormProvider>
  );
}
