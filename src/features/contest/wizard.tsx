/** The step bar and the back / next / send buttons shared by both nomination forms. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';

interface Props {
  steps: readonly string[];
  step: number;
  onBack: () => void;
  onNext: () => void;
  children: ReactNode;
}

export function Wizard({ steps, step, onBack, onNext, children }: Props) {
  const last = step === steps.length - 1;
  return (
    <div className="wizard">
      <ol className="wizard-steps" aria-label="steps">
        {steps.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : ''}>
            <FormattedMessage id={`contest.step.${s}`} />
          </li>
        ))}
      </ol>
      <p className="field-hint">
        <FormattedMessage id="contest.step.of" values={{ n: step + 1, total: steps.length }} />{' '}
        <FormattedMessage id="contest.autosaved" />
      </p>
      {children}
      <div className="wizard-actions">
        {step > 0 && (
          <Button type="button" variant="secondary" onClick={onBack}>
            <FormattedMessage id="contest.back" />
          </Button>
        )}
        <Button type="button" onClick={onNext} data-testid={last ? 'contest-send' : 'contest-next'}>
          <FormattedMessage id={last ? 'contest.send' : 'contest.next'} />
        </Button>
      </div>
    </div>
  );
}
