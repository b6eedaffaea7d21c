/**
 * The five steps as a bar: the current one is marked, and so is every step that has an error. On a phone
 * the other steps show their number only (their names stay for screen readers), so the bar is one line.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { registrationSteps } from '../../../contract/registration.ts';

export function StepBar({
  step,
  withErrors,
  onPick,
}: {
  step: number;
  withErrors: Set<number>;
  onPick(i: number): void;
}) {
  const intl = useIntl();
  return (
    <ol className="step-bar" aria-label={intl.formatMessage({ id: 'registration.steps' })} data-testid="step-bar">
      {registrationSteps.map((s, i) => (
        <li key={s.id} className={withErrors.has(i) ? 'has-errors' : undefined} data-step={s.id}>
          <button type="button" aria-current={i === step ? 'step' : undefined} onClick={() => onPick(i)}>
            <span className="step-number">{i + 1}</span>{' '}
            <span className="step-label">
              <FormattedMessage id={`registration.step.${s.id}`} />
            </span>
            {withErrors.has(i) && (
              <span className="step-error">
                {' '}
                (<FormattedMessage id="registration.step.hasErrors" />)
              </span>
            )}
          </button>
        </li>
      ))}
    </ol>
  );
}
