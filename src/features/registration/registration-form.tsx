/**
 * The five-step registration form, shared by district-office staff (offline, through the outbox) and
 * by applicants online. Each step validates its own fields with the shared schema; the last step
 * validates everything and marks the steps that still have errors.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  registrationSchema,
  registrationSteps,
  selfFormSchema,
  stepOfField,
} from '../../../api/schemas/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { formErrorKey, type FieldErrors, type FieldName, type RegistrationValues } from './form-values.ts';
import { ReviewStep } from './review-step.tsx';
import { StepBar } from './step-bar.tsx';
import { ContactsStep, FamilyStep, PersonalStep, TrainingStep } from './steps.tsx';
import { useAutosave } from './use-autosave.ts';

const LAST = registrationSteps.length - 1;

export interface RegistrationFormProps {
  draftId: string;
  kind: string;
  values: RegistrationValues;
  step: number;
  /** Errors the server sent back for this draft ("needs attention"). */
  serverErrors?: FieldErrors | undefined;
  self: boolean;
  allowedDistricts?: number[] | undefined;
  onValid(parsed: Record<string, unknown>, values: RegistrationValues): Promise<void>;
}

export function RegistrationForm(props: RegistrationFormProps) {
  const [step, setStep] = useState(Math.min(Math.max(props.step, 0), LAST));
  const [busy, setBusy] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  const resolver = useMemo<Resolver<RegistrationValues>>(() => {
    const full = props.self ? selfFormSchema : registrationSchema;
    return (values, ctx, opts) => {
      const i = stepRef.current;
      const schema = i < LAST ? registrationSteps[i]!.schema : full;
      return (zodResolver as (s: unknown) => Resolver<RegistrationValues>)(schema)(values, ctx, opts);
    };
  }, [props.self]);

  const form = useForm<RegistrationValues>({ defaultValues: props.values, resolver, mode: 'onTouched' });
  const savedAt = useAutosave(form, props.draftId, props.kind, step, true);

  const serverErrorsApplied = useRef(false);
  if (!serverErrorsApplied.current && props.serverErrors) {
    serverErrorsApplied.current = true;
    queueMicrotask(() => {
      for (const [key, ids] of Object.entries(props.serverErrors ?? {}))
        form.setError(formErrorKey(key) as FieldName, { type: 'server', message: ids[0] ?? 'validation.invalid' });
    });
  }

  const errorKeys = Object.keys(form.formState.errors);
  const withErrors = new Set(errorKeys.map((k) => stepOfField[k]).filter((i): i is number => i !== undefined));

  const go = (i: number) => {
    setStep(i);
    window.scrollTo({ top: 0 });
  };

  const next = async () => {
    const fields = Object.keys(stepOfField).filter((k) => stepOfField[k] === step) as FieldName[];
    form.clearErrors(fields); // errors the server sent are answered by the edits; check afresh
    if (await form.trigger(fields)) go(step + 1);
  };

  const submit = form.handleSubmit(
    async (parsed) => {
      setBusy(true);
      try {
        await props.onValid(parsed as unknown as Record<string, unknown>, form.getValues());
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      const first = Math.min(...Object.keys(errors).map((k) => stepOfField[k] ?? LAST));
      if (first < LAST) go(first);
    },
  );

  return (
    <FormProvider {...form}>
      <StepBar step={step} withErrors={withErrors} onPick={go} />
      {props.serverErrors && (
        <p className="notice notice-warn" role="alert" data-testid="needs-attention">
          <FormattedMessage id="registration.needsAttention" />
        </p>
      )}
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
          {/* Pressing the button must not blur the field first: the blur re-validates it, its error line
              disappears, the button jumps up under the pointer and the click is lost. */}
          <Button type="submit" busy={busy} onMouseDown={(e) => e.preventDefault()}>
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
