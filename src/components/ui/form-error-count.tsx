/**
 * "3 fields need correcting", above a form after a failed check, until they are corrected. Not a live
 * region: the count is said once, by the page's announcer (lib/use-form-attention.ts).
 */
import { FormattedMessage } from 'react-intl';

export function FormErrorCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="notice notice-warn" data-testid="error-count">
      <FormattedMessage id="form.errorCount" values={{ count }} />
    </p>
  );
}
