/**
 * The agro application as steps, shared by the public page and office tablets. Each step validates its
 * own fields with the shared schema; the last validates everything and opens the first step with an error.
 */
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { agroStepOfField, agroSteps, type AgroForm } from '../../../contract/agro.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { ConsentStep, CoursesStep, FarmStep, PersonStep, PlaceStep, PlansStep } from './steps.tsx';
import { LAST_STEP as LAST, type AgroDraft } from './use-agro-draft.ts';

interface Props {
  draft: AgroDraft;
  allowedDistricts?: number[] | undefined;
  onValid(parsed: AgroForm): Promise<void>;
}

export function AgroApplicationForm({ draft, allowedDistricts, onValid }: Props) {
  const intl = useIntl();
  const online = useOnline();
  const { form, step, savedAt } = draft;
  const [busy, setBusy] = useState(false);
  const withErrors = new Set(
    Object.keys(form.formState.errors)
      .map((k) => agroStepOfField[k])
      .filter((i): i is number => i !== undefined),
  );
  const go = (i: number) => {
    draft.setStep(i);
    window.scrollTo({ top: 0 });
  };
  // All of the step's errors at once; a failure focuses the first and says how many (the shared hook).
  const next = async () => {
    if (await draft.check(Object.keys(agroStepOfField).filter((k) => agroStepOfField[k] === step))) go(step + 1);
  };
  // A failed submit opens the step of the first error (the shared hook does it).
  const submit = form.handleSubmit(async (parsed) => {
    setBusy(true);
    try {
      await onValid(parsed as unknown as AgroForm); // the resolver's output, not the typed values
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormProvider {...form}>
      <ol className="step-bar" aria-label={intl.formatMessage({ id: 'agro.apply.steps' })}>
        {agroSteps.map((s, i) => (
          <li key={s.id} className={withErrors.has(i) ? 'has-errors' : undefined} data-step={s.id}>
            <button type="button" aria-current={i === step ? 'step' : undefined} onClick={() => go(i)}>
              <span className="step-number">{i + 1}</span> <FormattedMessage id={`agro.step.${s.id}`} />
            </button>
          </li>
        ))}
      </ol>
      {draft.rejected && (
        <p className="notice notice-warn" role="alert" data-testid="needs-attention">
          <FormattedMessage id="agro.apply.needs_attention" />
        </p>
      )}
      <FormErrorCount count={draft.errorCount} />
      <form
        noValidate
        data-testid="agro-form"
        data-step={agroSteps[step]!.id}
        onSubmit={(e) => {
          e.preventDefault();
          if (step < LAST) void next();
          else void submit(e);
        }}
      >
        <h2>
          <FormattedMessage id={`agro.step.${agroSteps[step]!.id}`} />
        </h2>
        {step === 0 && <PersonStep />}
        {step === 1 && <PlaceStep allowedDistricts={allowedDistricts} />}
        {step === 2 && <CoursesStep />}
        {step === 3 && <FarmStep />}
        {step === 4 && <PlansStep />}
        {step === LAST && <ConsentStep />}
        <div className="form-actions">
          {step > 0 && (
            <Button type="button" variant="secondary" onClick={() => go(step - 1)}>
              <FormattedMessage id="agro.apply.back" />
            </Button>
          )}
          <Button type="submit" busy={busy}>
            <FormattedMessage id={step < LAST ? 'agro.apply.next' : 'agro.apply.submit'} />
          </Button>
          <span className="saved-indicator" data-testid="draft-saved" data-saved-at={savedAt ?? ''} aria-live="polite">
            {savedAt && <FormattedMessage id={online ? 'agro.apply.saved' : 'agro.apply.saved_offline'} />}
          </span>
        </div>
      </form>
    </FormProvider>
  );
}
