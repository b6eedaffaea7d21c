/**
 * When a new account must claim the IIN, the SMS confirmation of the phone typed into the form (the
 * villager's account runs app-wide: src/lib/contest-account.ts). The step appears above the locked form
 * while the page may be scrolled to its bottom, so it is brought into view and focused when it appears.
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { SmsStep } from '../../components/sms-step.tsx';
import { confirmContestPhone, useContestConfirm } from '../../lib/contest-account.ts';

export function ContestAccountStep() {
  const confirming = useContestConfirm();
  const step = useRef<HTMLElement>(null);
  const shown = Boolean(confirming);
  useEffect(() => {
    if (!shown) return;
    step.current?.scrollIntoView({ block: 'start' });
    step.current?.focus({ preventScroll: true });
  }, [shown]);
  if (!confirming) return null;
  return (
    <section
      className="contest-account-step"
      data-testid="contest-account-step"
      ref={step}
      tabIndex={-1}
      aria-labelledby="contest-account-step-title"
    >
      <p className="notice" id="contest-account-step-title">
        <FormattedMessage id="contest.account.confirm_phone" />
      </p>
      <SmsStep
        phone={confirming.phone}
        verifyLabel="contest.account.confirm"
        onVerified={async (token) => void (await confirmContestPhone(token))}
      />
    </section>
  );
}
