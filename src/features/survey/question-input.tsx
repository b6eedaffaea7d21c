/**
 * One question of a survey, drawn from its definition: the input its type needs, bound to the runner's
 * form under `answers.<code>`, with its label in the reader's language and its error (a message id).
 */
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelIn, type Question } from '../../../contract/survey.ts';
import { DateInput } from '../../components/ui/date-input.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { children, useCato } from '../../lib/cato.ts';

const SCALE = ['1', '2', '3', '4', '5'];

function Choices({
  name,
  options,
  multiple,
}: {
  name: string;
  options: { code: string; label: string }[];
  multiple?: boolean;
}) {
  const { register } = useFormContext();
  return (
    <div className="survey-choices">
      {options.map((o) => (
        <label key={o.code} className="check">
          <input type={multiple ? 'checkbox' : 'radio'} value={o.code} {...register(name)} /> {o.label}
        </label>
      ))}
    </div>
  );
}

function Ranking({ name, options }: { name: string; options: { code: string; label: string }[] }) {
  const { watch, setValue } = useFormContext();
  const intl = useIntl();
  const current = (watch(name) as string[] | undefined) ?? [];
  const order = current.length === options.length ? current : options.map((o) => o.code);
  const move = (i: number, by: number) => {
    const next = [...order];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setValue(name, next, { shouldDirty: true });
  };
  return (
    <ol className="survey-ranking">
      {order.map((code, i) => (
        <li key={code}>
          {options.find((o) => o.code === code)?.label}{' '}
          <button
            type="button"
            disabled={i === 0}
            onClick={() => move(i, -1)}
            aria-label={intl.formatMessage({ id: 'survey.run.up' })}
          >
            ↑
          </button>
          <button
            type="button"
            disabled={i === order.length - 1}
            onClick={() => move(i, 1)}
            aria-label={intl.formatMessage({ id: 'survey.run.down' })}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The labelling of a question's single control: its legend, and its error. */
type Labelled = { id: string; 'aria-labelledby': string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A date answer through the shared date input: typed dd.mm.yyyy, held as the ISO day. */
function DateAnswer({ name, labelled }: { name: string; labelled: Labelled }) {
  const { field } = useController({ name });
  return (
    <DateInput
      {...labelled}
      value={field.value as string | undefined}
      onChange={field.onChange}
      onUnfinished={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}

function Kato({
  name,
  level,
  regionOf,
  labelled,
}: {
  name: string;
  level: 'region' | 'district';
  regionOf: string | undefined;
  labelled: Labelled;
}) {
  const { watch } = useFormContext();
  const cato = useCato();
  const region = regionOf ? (watch(`answers.${regionOf}`) as string | undefined) : undefined;
  const nodes =
    level === 'region' ? (cato ?? []) : regionOf ? children(cato, region) : (cato ?? []).flatMap((r) => r.items ?? []);
  return (
    <FormSelect
      {...labelled}
      name={name}
      placeholder="—"
      loading={!cato}
      options={nodes.map((n) => ({ value: String(n.id), label: n.name }))}
    />
  );
}

export function QuestionInput({ q, regionQuestion }: { q: Question; regionQuestion: string | undefined }) {
  const { register, formState, getFieldState } = useFormContext();
  const { locale } = useIntl();
  const name = `answers.${q.code}`;
  const error = getFieldState(name, formState).error?.message;
  const options = q.options.map((o) => ({ code: o.code, label: labelIn(o.label, locale) }));
  const id = `q-${q.code}`;
  // A single input is named by the question's legend (a fieldset's legend does not label its input).
  const labelled: Labelled = {
    id,
    'aria-labelledby': `${id}-label`,
    'aria-invalid': !!error,
    ...(error ? { 'aria-describedby': `${id}-error` } : {}),
  };
  const input = (() => {
    switch (q.type) {
      case 'single':
        return <Choices name={name} options={options} />;
      case 'multiple':
        return <Choices name={name} options={options} multiple />;
      case 'yes_no':
        return <YesNo name={name} />;
      case 'dropdown':
        return (
          <FormSelect
            {...labelled}
            name={name}
            placeholder="—"
            options={options.map((o) => ({ value: o.code, label: o.label }))}
          />
        );
      case 'region':
      case 'district':
        return (
          <Kato
            name={name}
            level={q.type}
            regionOf={q.type === 'district' ? regionQuestion : undefined}
            labelled={labelled}
          />
        );
      case 'text':
        return <input {...labelled} type="text" maxLength={300} {...register(name)} />;
      case 'long_text':
        return <textarea {...labelled} rows={4} maxLength={5000} {...register(name)} />;
      case 'integer':
      case 'decimal':
        return (
          <input
            {...labelled}
            type="text"
            inputMode={q.type === 'integer' ? 'numeric' : 'decimal'}
            {...register(name)}
          />
        );
      case 'date':
        return <DateAnswer name={name} labelled={labelled} />;
      case 'scale':
        return <Choices name={name} options={SCALE.map((code) => ({ code, label: code }))} />;
      case 'matrix':
        return (
          <table className="survey-matrix">
            <thead>
              <tr>
                <th />
                {SCALE.map((s) => (
                  <th key={s} scope="col">
                    {s}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {q.rows.map((r) => (
                <tr key={r.code}>
                  <th scope="row">{labelIn(r.label, locale)}</th>
                  {SCALE.map((s) => (
                    <td key={s}>
                      <input
                        type="radio"
                        value={s}
                        aria-label={`${labelIn(r.label, locale)}: ${s}`}
                        {...register(`${name}.${r.code}`)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      case 'ranking':
        return <Ranking name={name} options={options} />;
    }
  })();
  return (
    <fieldset className={`survey-question${error ? ' field-invalid' : ''}`} data-testid={`question-${q.code}`}>
      <legend id={`${id}-label`}>
        {labelIn(q.label, locale)}
        {q.required && <span aria-hidden="true"> *</span>}
      </legend>
      {input}
      {(q.min !== null || q.max !== null) && (q.type === 'integer' || q.type === 'decimal') && (
        <p className="field-hint">
          <FormattedMessage id="survey.run.range" values={{ min: q.min ?? '—', max: q.max ?? '—' }} />
        </p>
      )}
      <FieldError error={error} id={`${id}-error`} />
    </fieldset>
  );
}

function YesNo({ name }: { name: string }) {
  const { register } = useFormContext();
  return (
    <div className="survey-choices">
      {(['yes', 'no'] as const).map((v) => (
        <label key={v} className="check">
          <input type="radio" value={v} {...register(name)} /> <FormattedMessage id={`survey.run.${v}`} />
        </label>
      ))}
    </div>
  );
}
