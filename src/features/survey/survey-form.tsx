/**
 * The survey runner over a frozen definition (ADR 080): shows the questions whose show-if holds for
 * the answers so far, checks them with the same function the server uses, and sends the set once
 * through the outbox as `survey.answer`. The draft autosaves on the device (useOfflineForm), so a
 * respondent interrupted on a shared tablet loses nothing.
 */
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkAnswers, shownQuestions } from '../../../contract/survey-answers.ts';
import type { FieldErrors } from '../../../contract/errors.ts';
import { isValidIin } from '../../../contract/iin.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldError, translateError } from '../../components/ui/field-error.tsx';
import { KeptAnswers } from './kept-answers.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { toAnswers, type RawAnswers } from './answer-values.ts';
import { QuestionInput } from './question-input.tsx';
import { useAnsweredBefore } from './use-answered-before.ts';
import type { PublishedSurvey } from './use-survey-definition.ts';

export interface SurveyValues {
  answers: RawAnswers;
  iin: string;
  consent: boolean;
}

interface Props {
  survey: PublishedSurvey;
  draftId: string;
  kind: string;
  flowId: number | undefined;
  /** Signed-in applicant: answers as themselves, no IIN asked. */
  self: boolean;
}

/** Reasons about the whole answer set (a withdrawn survey, a flow), not about a field the form shows. */
const recordLevel = (errors: FieldErrors) =>
  Object.entries(errors)
    .filter(([key]) => key !== 'iin' && key !== 'consent' && !key.startsWith('answers.'))
    .flatMap(([, ids]) => ids);

export function useSurveyDraft(draftId: string | undefined, kind: string) {
  return useOfflineForm<SurveyValues>({
    draftId,
    kind,
    defaults: { answers: {}, iin: '', consent: false },
    oneTab: true,
  });
}

export function SurveyForm({ survey, draftId, kind, flowId, self }: Props) {
  const intl = useIntl();
  const draft = useSurveyDraft(draftId, kind);
  const [busy, setBusy] = useState(false);
  const { form } = draft;
  const raw = form.watch('answers');
  const def = survey.definition;
  const shown = shownQuestions(def, toAnswers(def, raw ?? {}));
  const regionQuestion = def.questions.find((q) => q.type === 'region')?.code;
  const before = useAnsweredBefore(survey.id, draftId, self ? '' : (form.watch('iin') ?? ''), flowId !== undefined);

  if (!draft.opened) return null;
  const submit = form.handleSubmit(async (values) => {
    const answers = toAnswers(def, values.answers ?? {});
    const errors: FieldErrors = checkAnswers(def, answers);
    const iin = values.iin.replace(/\s/g, '');
    if (iin && !isValidIin(iin)) errors.iin = ['validation.iin.invalid'];
    if (!values.consent) errors.consent = ['validation.tick.required'];
    if (Object.keys(errors).length) return draft.showErrors(errors);
    setBusy(true);
    try {
      await draft.submit('survey.answer', {
        client_record_id: draftId,
        survey_id: survey.id,
        version: survey.version,
        answers,
        consent: true,
        ...(iin && !self ? { iin } : {}),
        ...(flowId ? { flow_id: flowId } : {}),
      });
    } finally {
      setBusy(false);
    }
  });
  const consentError = form.formState.errors.consent?.message;
  return (
    <FormProvider {...form}>
      {draft.rejected && (
        <div className="notice notice-warn" role="alert" data-testid="needs-attention">
          {recordLevel(draft.rejected).length ? (
            <p>
              {recordLevel(draft.rejected)
                .map((id) => translateError(intl, id))
                .join(' ')}
            </p>
          ) : (
            <p>
              <FormattedMessage id="survey.run.needs_attention" />
            </p>
          )}
          {recordLevel(draft.rejected).includes('survey.errors.withdrawn') && <KeptAnswers />}
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="survey-form" className="survey-form">
        <FormErrorCount count={draft.errorCount} />
        {!self && (
          <Field
            label={intl.formatMessage({ id: flowId ? 'survey.run.iin_trainer' : 'survey.run.iin' })}
            error={form.formState.errors.iin?.message}
            hint={intl.formatMessage({ id: 'survey.run.iin_hint' })}
          >
            {(p) => (
              <input {...p} inputMode="numeric" maxLength={14} {...form.register('iin')} data-testid="survey-iin" />
            )}
          </Field>
        )}
        {before && (
          <p className="notice notice-warn" role="status" data-testid="survey-answered-before">
            <FormattedMessage
              id="survey.run.answered_before"
              values={{ count: before.count, rule: before.perPerson ?? 'unknown' }}
            />
          </p>
        )}
        {shown.map((q) => (
          <QuestionInput key={q.code} q={q} regionQuestion={regionQuestion} />
        ))}
        <div className={`field${consentError ? ' field-invalid' : ''}`}>
          <label className="check">
            <input type="checkbox" {...form.register('consent')} data-testid="survey-consent" />{' '}
            <FormattedMessage id={flowId ? 'survey.run.consent_trainer' : 'survey.run.consent'} />
          </label>
          <FieldError error={consentError} id="survey-consent-error" />
        </div>
        {draft.savedAt && (
          <p className="field-hint" role="status">
            <FormattedMessage id="survey.run.saved" />
          </p>
        )}
        <Button type="submit" busy={busy} data-testid="survey-submit">
          <FormattedMessage id="survey.run.submit" />
        </Button>
      </form>
    </FormProvider>
  );
}
