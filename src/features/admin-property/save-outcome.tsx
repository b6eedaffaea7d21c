/** What a property form's last save came to: the server's refusal, or "Saved". */
import { FormattedMessage } from 'react-intl';
import { FailureNote } from '../../components/ui/attempt.tsx';

export function SaveOutcome({ failed, saved }: { failed: string | null | undefined; saved: boolean }) {
  return (
    <>
      <FailureNote text={failed} />
      {saved && (
        <p role="status">
          <FormattedMessage id="property.admin.saved" />
        </p>
      )}
    </>
  );
}
