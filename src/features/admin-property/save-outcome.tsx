/** What a property form's last save came to: the server's refusal, or "Saved". */
import { FormattedMessage } from 'react-intl';

export function SaveOutcome({ failed, saved }: { failed: string | null | undefined; saved: boolean }) {
  return (
    <>
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
      {saved && (
        <p role="status">
          <FormattedMessage id="property.admin.saved" />
        </p>
      )}
    </>
  );
}
