/**
 * Before a booking holds a flat or a sign-up takes a seat, the phone is proven by SMS (ADR 133), with the
 * registration's SMS step. Offline, or if the person prefers, the request goes without: a lead the sales
 * office calls, holding nothing — and this says so before it is sent.
 */
import { FormattedMessage } from 'react-intl';
import { SmsStep } from '../../components/sms-step.tsx';
import { Button } from '../../components/ui/button.tsx';

export function PhoneProof({
  phone,
  holds,
  busy,
  onProven,
  onWithout,
}: {
  phone: string;
  /** What the proof keeps for the person: the unit, or a seat. */
  holds: 'unit' | 'seat';
  busy: boolean;
  onProven(verification: string): Promise<void>;
  onWithout(): void;
}) {
  return (
    <div className="form-card" data-testid="phone-proof">
      <p>
        <FormattedMessage id={`property.proof.${holds}`} />
      </p>
      <SmsStep phone={phone} purpose="prove" verifyLabel="property.proof.verify" onVerified={onProven} />
      <p className="hint">
        <FormattedMessage id="property.proof.without_hint" />
      </p>
      <Button type="button" variant="secondary" busy={busy} onClick={onWithout} data-testid="send-without-proof">
        <FormattedMessage id="property.proof.without" />
      </Button>
    </div>
  );
}

/** What a lead that holds nothing came to, in words (null when it held what it asked for, or is unknown). */
export const notHeldMessage = (form: 'booking' | 'request', outcome: string | null | undefined) =>
  outcome === 'unproven' || outcome === 'phone_holds' ? `property.${form}.${outcome}` : null;
