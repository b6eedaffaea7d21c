/** The attached files of a course or a lesson: each with the type learners will read, removable, and an upload. */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { translateError } from '../../components/ui/field-error.tsx';
import { MaterialUpload, type AttachedMaterial } from './material-upload.tsx';

type Errors = { message?: string } | ({ media_id?: { message?: string }; name?: { message?: string } } | undefined)[];

/** The first message of the list's errors: on the list itself, or on one of its files. */
const firstError = (errors: Errors | undefined) =>
  Array.isArray(errors) ? errors.map((e) => e?.media_id?.message ?? e?.name?.message).find(Boolean) : errors?.message;

export function MaterialsEditor({
  value,
  onChange,
  error,
  testId,
}: {
  value: AttachedMaterial[];
  onChange: (v: AttachedMaterial[]) => void;
  error?: unknown;
  testId: string;
}) {
  const intl = useIntl();
  const message = firstError(error as Errors | undefined);
  return (
    <div data-testid={testId}>
      <h3>
        <FormattedMessage id="learn.materials" />
      </h3>
      <ul>
        {value.map((m, i) => (
          <li key={`${m.media_id}-${i}`}>
            {m.name}
            {m.type && ` · ${intl.formatMessage({ id: `learn.material.${m.type}` })}`}{' '}
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <FormattedMessage id="learn.admin.remove" />
            </button>
          </li>
        ))}
      </ul>
      {message && (
        <p className="field-error" role="alert">
          {translateError(intl, message)}
        </p>
      )}
      <MaterialUpload onAdd={(m) => onChange([...value, m])} testId={`${testId}-file`} />
    </div>
  );
}

/** The editor bound to a form's `materials` list (a course's and a lesson's form both have one). */
export function MaterialsField<T extends FieldValues, V extends FieldValues>({
  control,
  testId,
}: {
  control: Control<T, unknown, V>;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={'materials' as Path<T>}
      render={({ field, fieldState }) => (
        <MaterialsEditor
          value={(field.value as AttachedMaterial[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error}
          testId={testId}
        />
      )}
    />
  );
}
