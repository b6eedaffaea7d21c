/**
 * One question in the builder: code, type, labels in four languages, required, options (or matrix
 * rows) with their codes, range, show-if on an earlier question, a right answer with points, and
 * whether the answer is the declared debt.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { OPTION_TYPES, QUESTION_TYPES, SCORABLE_TYPES, type QuestionType } from '../../../contract/survey.ts';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { blankLabel, type BuilderValues } from './builder-values.ts';
import { LabelInputs } from './label-inputs.tsx';

function OptionList({ base, kind }: { base: `definition.questions.${number}`; kind: 'options' | 'rows' }) {
  const intl = useIntl();
  const { control, register, formState, getFieldState } = useFormContext<BuilderValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `${base}.${kind}` });
  const error = getFieldState(`${base}.${kind}`, formState).error;
  return (
    <div className="survey-options">
      <h4>
        <FormattedMessage id={`survey.builder.${kind}`} />
      </h4>
      {fields.map((f, i) => (
        <div key={f.id} className="survey-option" data-testid="builder-option">
          <input
            aria-label={intl.formatMessage({ id: 'survey.builder.option_code' })}
            className="survey-code"
            {...register(`${base}.${kind}.${i}.code`)}
          />
          <LabelInputs
            name={`${base}.${kind}.${i}.label`}
            label={intl.formatMessage({ id: 'survey.builder.option_label' })}
          />
          <button type="button" className="link-button" onClick={() => remove(i)}>
            <FormattedMessage id="survey.builder.remove" />
          </button>
        </div>
      ))}
      <FieldError error={(error as { message?: string } | undefined)?.message} id={`${base}-${kind}-error`} />
      <button
        type="button"
        className="btn btn-secondary"
        data-testid="builder-add-option"
        onClick={() => append({ code: `${kind === 'rows' ? 'r' : 'o'}${fields.length + 1}`, label: blankLabel() })}
      >
        <FormattedMessage id={kind === 'rows' ? 'survey.builder.add_row' : 'survey.builder.add_option'} />
      </button>
    </div>
  );
}

export function QuestionEditor({ index, onRemove }: { index: number; onRemove: () => void }) {
  const intl = useIntl();
  const { register, watch, formState, getFieldState } = useFormContext<BuilderValues>();
  const base = `definition.questions.${index}` as const;
  const type = watch(`${base}.type`) as QuestionType;
  const earlier = (watch('definition.questions') ?? []).slice(0, index).map((q) => q.code);
  const err = (path: string) => {
    const e = getFieldState(`${base}.${path}` as `${typeof base}.code`, formState).error;
    return e?.message;
  };
  const numeric = type === 'integer' || type === 'decimal';
  return (
    <fieldset className="survey-question-editor" data-testid="builder-question">
      <legend>
        <FormattedMessage id="survey.builder.question_n" values={{ n: index + 1 }} />
      </legend>
      <div className="survey-row">
        <label>
          <FormattedMessage id="survey.builder.code" />{' '}
          <input className="survey-code" {...register(`${base}.code`)} data-testid="builder-code" />
          <FieldError error={err('code')} id={`${base}-code-error`} />
        </label>
        <FormSelect<BuilderValues>
          name={`${base}.type`}
          label={<FormattedMessage id="survey.builder.type" />}
          placeholder={false}
          options={QUESTION_TYPES.map((t) => ({
            value: t,
            label: intl.formatMessage({ id: `survey.type.question.${t}` }),
          }))}
          testId="builder-type"
        />
        <label className="check">
          <input type="checkbox" {...register(`${base}.required`)} /> <FormattedMessage id="survey.builder.required" />
        </label>
      </div>
      <LabelInputs
        name={`${base}.label`}
        label={intl.formatMessage({ id: 'survey.builder.label' })}
        testId="builder-label"
      />
      {OPTION_TYPES.includes(type) && <OptionList base={base} kind="options" />}
      {type === 'matrix' && <OptionList base={base} kind="rows" />}
      {numeric && (
        <div className="survey-row">
          <label>
            <FormattedMessage id="survey.builder.min" /> <input inputMode="decimal" {...register(`${base}.min`)} />
          </label>
          <label>
            <FormattedMessage id="survey.builder.max" /> <input inputMode="decimal" {...register(`${base}.max`)} />
            <FieldError error={err('max')} id={`${base}-max-error`} />
          </label>
          <label className="check">
            <input type="checkbox" {...register(`${base}.measures_debt`)} data-testid="builder-debt" />{' '}
            <FormattedMessage id="survey.builder.measures_debt" />
          </label>
        </div>
      )}
      <div className="survey-row">
        <FormSelect<BuilderValues>
          name={`${base}.show_if.question`}
          label={<FormattedMessage id="survey.builder.show_if" />}
          error={err('show_if.question')}
          placeholder={intl.formatMessage({ id: 'survey.builder.always' })}
          options={earlier.map((c) => ({ value: c, label: c }))}
        />
        <label>
          <FormattedMessage id="survey.builder.show_if_equals" /> <input {...register(`${base}.show_if.equals`)} />
        </label>
      </div>
      {SCORABLE_TYPES.includes(type) && (
        <div className="survey-row">
          <label>
            <FormattedMessage id="survey.builder.right" />{' '}
            <input className="survey-code" {...register(`${base}.score.right`)} data-testid="builder-right" />
            <FieldError error={err('score')} id={`${base}-score-error`} />
          </label>
          <label>
            <FormattedMessage id="survey.builder.points" />{' '}
            <input inputMode="decimal" className="survey-code" {...register(`${base}.score.points`)} />
          </label>
        </div>
      )}
      <button type="button" className="link-button" onClick={onRemove}>
        <FormattedMessage id="survey.builder.remove_question" />
      </button>
    </fieldset>
  );
}
