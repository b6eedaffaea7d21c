/**
 * Runs the villager's account (use-contest-account.ts) and, when a new account must claim the IIN,
 * shows the SMS confirmation of the phone typed into the form.
 */
import { FormattedMessage } from 'react-intl';
import { SmsStep } from '../../components/sms-step.tsx';
import { useContestAccount } from './use-contest-account.ts';

export function ContestAccountStep() {
  const { confirming, confirm } = useContestAccount();
  if (!confirming) return null;
  return (
    <section className="contest-account-step" data-testid="contest-account-step">
      <p className="notice">
        <FormattedMessage id="contest.account.confirm_phone" />
      </p>
      <SmsStep
        phone={confirming.phone}
        verifyLabel="contest.account.confirm"
        onVerified={async (token) => void (await confirm(token))}
      />
    </section>
  );
}
