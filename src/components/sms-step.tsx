/**
 * Confirms a phone online (self-registration, the contest account, a booking's hold): sends a 6-digit
 * code, counts down until a resend is allowed (the server says how long), and hands the verification
 * token back. Offline, it waits for a network.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, api } from '../lib/api.ts';
import type { Answer, client } from '../lib/api-client.ts';
import { useOnline } from '../lib/use-online.ts';
import { Button } from './ui/button.tsx';
import { FieldError, firstErrorId } from './ui/field-error.tsx';
import { Field } from './ui/field.tsx';

const GENERIC = 'registration.error.generic';

export function SmsStep({
  phone,
  onVerified,
  verifyLabel = 'registration.sms.verify',
  purpose = 'register',
}: {
  phone: string;
  onVerified(token: string): Promise<void>;
  verifyLabel?: string;
  /** `prove`: the code goes to any phone, registered or not (a booking's or a sign-up's proof, ADR 133). */
  purpose?: 'register' | 'prove';
}) {
  const intl = useIntl();
  const online = useOnline();
  const [sent, setSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  /** A message id: the server's reason for the code or phone, else "could not send". */
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (resendAt <= now) return;
    const t = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(t);
  }, [resendAt, now]);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await api<Answer<(typeof client.api)['send-sms']['$post']>>('/send-sms', {
        body: { phone, purpose },
      });
      setSent(true);
      setResendAt(Date.now() + data.resend_after * 1000);
    } catch (e) {
      if (e instanceof ApiError && e.retryAfter) setResendAt(Date.now() + e.retryAfter * 1000);
      else setError(firstErrorId(e) ?? GENERIC);
    } finally {
      setNow(Date.now());
      setBusy(false);
    }
  };

  const verify = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await api<Answer<(typeof client.api)['verify-code']['$post']>>('/verify-code', {
        body: { phone, code },
      });
      await onVerified(data.verification);
    } catch (e) {
      setError(firstErrorId(e) ?? GENERIC);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sms-step" data-testid="sms-step">
      <h2>
        <FormattedMessage id="registration.sms.title" />
      </h2>
      {!online && (
        <p className="notice notice-warn" role="status">
          <FormattedMessage id="registration.sms.offline" />
        </p>
      )}
      {sent && (
        <p>
          <FormattedMessage id="registration.sms.sent" values={{ phone: `+${phone}` }} />
        </p>
      )}
      {sent && (
        <Field label={intl.formatMessage({ id: 'registration.field.code' })} error={error}>
          {(p) => (
            <input
              {...p}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          )}
        </Field>
      )}
      {!sent && <FieldError error={error} />}
      <div className="form-actions">
        {sent && (
          <Button type="button" busy={busy} disabled={!online || code.length !== 6} onClick={() => void verify()}>
            <FormattedMessage id={verifyLabel} />
          </Button>
        )}
        {wait > 0 ? (
          <span data-testid="resend-countdown">
            <FormattedMessage id="registration.sms.resendIn" values={{ seconds: wait }} />
          </span>
        ) : (
          <Button
            type="button"
            variant={sent ? 'secondary' : 'primary'}
            busy={busy}
            disabled={!online}
            onClick={() => void send()}
          >
            <FormattedMessage id={sent ? 'registration.sms.resend' : 'registration.sms.send'} />
          </Button>
        )}
      </div>
    </section>
  );
}
