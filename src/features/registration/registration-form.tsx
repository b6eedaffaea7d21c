/**
 * The five-step registration form, shared by district-office staff (offline, through the outbox) and
 * by applicants online. Each step validates its own fields with the shared schema; the last step
 * validates everything and marks the steps that still have errors.
 */
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { registrationSteps, stepOfField, type Registration } from '../../../contract/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { ReviewStep } from './review-step.tsx';
import { StepBar } from './step-bar.tsx';
import { ContactsStep, FamilyStep, PersonalStep, TrainingStep } from './steps.tsx';
import { LAST_STEP as LAST, type RegistrationDraft } from './use-registration-draft.ts';

export interface RegistrationFormProps {
  /** The draft: values, step, autosave and the server's reasons (use-registration-draft.ts). */
  draft: RegistrationDraft;
  self: boolean;
  allowedDistricts?: number[] | undefined;
  /** The form as the schema parsed it (the self form's has the password too). */
  onValid(parsed: Registration): Promise<void>;
}

export function RegistrationForm({ draft, ...props }: RegistrationFormProps) {
  const { form, step, savedAt } = draft;
  const [busy, setBusy] = useState(false);

  const errorKeys = Object.keys(form.formState.errors);
  const withErrors = new Set(errorKeys.map((k) => stepOfField[k]).filter((i): i is number => i !== undefined));

  const go = (i: number) => {
    draft.setStep(i);
    window.scrollTo({ top: 0 });
  };

  // All of the step's errors at once; a failure focuses the first and says how many (the shared hook).
  const next = async () => {
    if (await draft.check(Object.keys(stepOfField).filter((k) => stepOfField[k] === step))) go(step + 1);
  };

  // A failed submit opens the step of the first error (the shared hook does it).
  const submit = form.handleSubmit(async (parsed) => {
    setBusy(true);
    try {
      await props.onValid(parsed as unknown as Registration); // the resolver's output, not the typed values
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormProvider {...form}>
      <StepBar step={step} withErrors={withErrors} onPick={go} />
      {draft.rejected && (
        <p className="notice notice-warn" role="alert" data-testid="needs-attention">
          <FormattedMessage id="registration.needsAttention" />
        </p>
      )}
      <FormErrorCount count={draft.errorCount} />
      {withErrors.size > 0 && step === LAST && (
        <p className="notice notice-warn" role="status">
          <FormattedMessage id="registration.fixErrors" />
        </p>
      )}
      <form
        noValidate
        data-testid="registration-form"
        data-step={registrationSteps[step]!.id}
        onSubmit={(e) => {
          e.preventDefault();
          if (step < LAST) void next();
          else void submit(e);
        }}
      >
        <h2>
          <FormattedMessage id={`registration.step.${registrationSteps[step]!.id}`} />
        </h2>
        {step === 0 && <PersonalStep />}
        {step === 1 && <ContactsStep allowedDistricts={props.allowedDistricts} />}
        {step === 2 && <FamilyStep />}
        {step === 3 && <TrainingStep allowedDistricts={props.allowedDistricts} />}
        {step === LAST && <ReviewStep self={props.self} />}
        <div className="form-actions">
          {step > 0 && (
            <Button type="button" variant="secondary" onClick={() => go(step - 1)}>
              <FormattedMessage id="registration.back" />
            </Button>
          )}
          <Button type="submit" busy={busy}>
            <FormattedMessage id={step < LAST ? 'registration.next' : 'registration.submit'} />
          </Button>
          <span className="saved-indicator" data-testid="draft-saved" data-saved-at={savedAt ?? ''} aria-live="polite">
            {savedAt && <FormattedMessage id="registration.saved" />}
          </span>
        </div>
      </form>
    </FormProvider>
  );
}
