/** One text in the four interface languages, side by side (kk, ru, en, zh), bound to the builder's form. */
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { LOCALES } from '../../../contract/locale.ts';
import { FieldError } from '../../components/ui/field-error.tsx';

export function LabelInputs({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const intl = useIntl();
  const { register, formState, getFieldState } = useFormContext();
  const error = getFieldState(name, formState).error;
  return (
    <div className={`survey-labels field${error ? ' field-invalid' : ''}`} role="group" aria-label={label}>
      <span className="survey-labels-title">{label}</span>
      {LOCALES.map((l) => (
        <input
          key={l}
          type="text"
          lang={l}
          placeholder={l}
          aria-label={intl.formatMessage({ id: 'survey.builder.in_language' }, { text: label, language: l })}
          data-testid={testId ? `${testId}-${l}` : undefined}
          {...register(`${name}.${l}`)}
        />
      ))}
      <FieldError error={error?.message ?? error?.root?.message} id={`${name}-error`} />
    </div>
  );
}
