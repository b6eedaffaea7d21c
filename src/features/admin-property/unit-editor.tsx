/**
 * The admin's unit view (`/admin/build/{id}?unit=…`): one saved unit's number, kind, rooms, area,
 * price, finish, status and layout, changed and saved in one audited step (a status other than the one
 * it has frees a booking's hold), and its status history below. The API's per-field reasons go on their
 * fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import type { z } from 'zod';
import { MAX_LAYOUT_PDF_BYTES } from '../../../contract/property-items.ts';
import { FINISHES, propertyLabel, UNIT_BASE_STATUSES, UNIT_KINDS, unitEditSchema } from '../../../contract/property.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, FieldError } from '../../components/ui/field-error.tsx';
import { MediaUpload } from '../../components/ui/media-upload.tsx';
import { client, read } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import type { AdminUnit, UnitHistoryLine } from './load.ts';
import { UnitHistory } from './unit-history.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import { SaveOutcome } from './save-outcome.tsx';

type Input = z.input<typeof unitEditSchema>;
type Output = z.output<typeof unitEditSchema>;
const { TextInput, SelectInput } = boundInputs<string>('property.unit.');
const NUMBERS = ['number', 'section', 'floor', 'rooms', 'area', 'price'] as const;
const mb = MAX_LAYOUT_PDF_BYTES / 1024 / 1024;

interface Props {
  unit: AdminUnit;
  /** The unit's status history, loaded with the page. */
  history: UnitHistoryLine[] | null;
  /** After a save: the page loads the building and this history again. */
  onSaved: () => void;
  onClose: () => void;
}

export function UnitEditor({ unit, history, onSaved, onClose }: Props) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(unitEditSchema),
    defaultValues: {
      ...Object.fromEntries(NUMBERS.map((n) => [n, unit[n] ?? ''])),
      kind: unit.kind,
      finish: unit.finish,
      // A hold is a booking's, not a stored status: the unit under it is available.
      status: unit.status === 'reserved' ? 'available' : unit.status,
      layout_image: unit.layout_image,
      layout_pdf: unit.layout_pdf,
    } as Input,
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const options = (list: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: intl.formatMessage({ id: propertyLabel(list, v) }) }));

  const onValid = async (values: Output) => {
    setFailed(null);
    setSaved(false);
    try {
      await read(client.api.property.units[':id{[0-9]+}'].$put({ param: { id: String(unit.id) }, json: values }));
      setSaved(true);
      onSaved();
    } catch (e) {
      if (!showApiErrors(e, form.setError)) setFailed(failureText(intl, e));
    }
  };

  return (
    <section className="form-card" data-testid="unit-editor" aria-labelledby="unit-editor-title">
      <h2 id="unit-editor-title">
        <FormattedMessage id="property.unit.title" values={{ number: unit.number }} />
      </h2>
      {unit.reserved_until && (
        <p data-testid="unit-held">
          <FormattedMessage
            id="property.unit.held_note"
            values={{ until: <KzDate value={unit.reserved_until} show="shortDateTime" /> }}
          />
        </p>
      )}
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onValid)} noValidate>
          <FormErrorCount count={attention.errorCount} />
          <div className="generator-params">
            {NUMBERS.map((n) => (
              <TextInput key={n} name={n} inputMode={n === 'number' ? undefined : 'decimal'} />
            ))}
            <SelectInput name="kind" options={options('unit_kind', UNIT_KINDS)} />
            <SelectInput name="finish" options={options('finish', FINISHES)} />
            <SelectInput name="status" options={options('status', UNIT_BASE_STATUSES)} />
          </div>
          <div className="bulk-bar">
            <Controller
              control={form.control}
              name="layout_image"
              render={({ field }) => (
                <div className="field">
                  <label htmlFor="unit-layout-image">
                    <FormattedMessage id="property.layout.image" />
                  </label>
                  <MediaUpload
                    id="unit-layout-image"
                    kind="image"
                    value={(field.value as string | null | undefined) ?? null}
                    onChange={field.onChange}
                    invalid={!!form.formState.errors.layout_image}
                  />
                  <FieldError error={form.formState.errors.layout_image?.message} />
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="layout_pdf"
              render={({ field }) => (
                <div className="field">
                  <label htmlFor="unit-layout-pdf">
                    <FormattedMessage id="property.layout.pdf" values={{ mb }} />
                  </label>
                  <MediaUpload
                    id="unit-layout-pdf"
                    kind="pdf"
                    value={(field.value as string | null | undefined) ?? null}
                    onChange={field.onChange}
                    invalid={!!form.formState.errors.layout_pdf}
                    maxBytes={MAX_LAYOUT_PDF_BYTES}
                  />
                  <FieldError error={form.formState.errors.layout_pdf?.message} values={{ mb }} />
                </div>
              )}
            />
          </div>
          <SaveOutcome failed={failed} saved={saved} />
          <Button type="submit" busy={form.formState.isSubmitting}>
            <FormattedMessage id="property.admin.save" />
          </Button>{' '}
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="property.unit.close" />
          </Button>
        </form>
      </FormProvider>
      {history && <UnitHistory lines={history} />}
    </section>
  );
}
