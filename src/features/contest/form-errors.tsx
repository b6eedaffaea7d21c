import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

/** A record-level reason from the server (the contest closed, already applied), above the form. */
export function FormErrors() {
  const {
    formState: { errors },
  } = useFormContext();
  const id = errors.root?.message;
  return id ? (
    <p className="field-error" role="alert" data-testid="contest-form-error">
      <FormattedMessage id={id} />
    </p>
  ) : null;
}
