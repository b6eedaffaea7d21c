/**
 * The survey builder (our own, ADR 080): title in four languages, the survey's type, and its questions.
 * Saving keeps the working definition; only "Publish" freezes it as a version people answer. The
 * server checks the definition (codes, options, show-if on earlier questions, right answers) and its
 * reasons land on the fields.
 */
import { useFieldArray, useForm, FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { PER_PERSON, SURVEY_TYPES } from '../../../contract/survey.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { blankQuestion, toInput, type BuilderValues } from './builder-values.ts';
import { LabelInputs } from './label-inputs.tsx';
import type { SurveyDetail } from './load-survey.ts';
import { QuestionEditor } from './question-editor.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

interface Props {
  initial: BuilderValues;
  surveyId?: number | undefined;
  onSaved(survey: SurveyDetail): void;
}

export function SurveyBuilder({ initial, surveyId, onSaved }: Props) {
  const intl = useIntl();
  const form = useForm<BuilderValues>({
    defaultValues: initial,
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'definition.questions' });
  const save = async (values: BuilderValues) => {
    try {
      const json = toInput(values);
      const res = surveyId
        ? await read(client.api.surveys[':id{[0-9]+}'].$put({ param: { id: String(surveyId) }, json }))
        : await read(client.api.surveys.$post({ json }));
      onSaved(res.data);
    } catch (e) {
      if (!showApiErrors(e, form.setError)) throw e;
    }
  };
  const questionsError = form.formState.errors.definition?.questions;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(save)} className="survey-builder" data-testid="survey-builder">
        <FormErrorCount count={attention.errorCount} />
        <LabelInputs name="title" label={intl.formatMessage({ id: 'survey.builder.title' })} testId="builder-title" />
        <FormSelect
          control={form.control}
          name="type"
          label={<FormattedMessage id="survey.builder.survey_type" />}
          placeholder={false}
          options={SURVEY_TYPES.map((t) => ({ value: t, label: intl.formatMessage({ id: `survey.type.${t}` }) }))}
          testId="builder-survey-type"
        />
        <FormSelect
          control={form.control}
          name="per_person"
          label={<FormattedMessage id="survey.builder.per_person" />}
          placeholder={false}
          options={PER_PERSON.map((p) => ({ value: p, label: intl.formatMessage({ id: `survey.per_person.${p}` }) }))}
          testId="builder-per-person"
        />
        {fields.map((f, i) => (
          <QuestionEditor key={f.id} index={i} onRemove={() => remove(i)} />
        ))}
        <FieldError error={questionsError?.message ?? questionsError?.root?.message} id="survey-questions-error" />
        <p>
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="builder-add-question"
            onClick={() => append(blankQuestion(fields.length + 1))}
          >
            <FormattedMessage id="survey.builder.add_question" />
          </button>
        </p>
        <Button type="submit" busy={form.formState.isSubmitting} data-testid="builder-save">
          <FormattedMessage id="survey.builder.save" />
        </Button>
      </form>
    </FormProvider>
  );
}
