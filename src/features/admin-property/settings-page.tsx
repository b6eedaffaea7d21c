/**
 * `/admin/property-settings`: how long a booking holds a unit, the calculators' prices per m² and limits
 * (smallest down payment, largest discount, longest instalment term — the public calculators' one source,
 * ADR 118), and the mortgage programmes they offer (name in four languages, nominal rate, down payment,
 * term). Saved online.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { LOCALES } from '../../../contract/locale.ts';
import { propertySettingsSchema, type PropertySettings } from '../../../contract/property.ts';
import { EDITORS } from './load.ts';
import { boundInputs } from '../../components/ui/bound-inputs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { client, read } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import { SaveOutcome } from './save-outcome.tsx';

type Input = z.input<typeof propertySettingsSchema>;
const { TextInput } = boundInputs<string>('property.settings.');
const PRESET_FIELDS = [...LOCALES.map((l) => `name.${l}` as const), 'rate', 'down_percent', 'years'] as const;
// A programme's name is read from one string or four (the schema's preprocess), so the form's input type
// does not reach into it: its per-language paths are named here.
type PresetPath = `mortgage_presets.${number}.rate`;
const presetPath = (i: number, field: string) => `mortgage_presets.${i}.${field}` as PresetPath;

/** `settings`: the route's loader data (null for a role that may not see the page). */
export const PropertySettingsPage = ({ settings }: { settings: PropertySettings | null }) => (
  <RolesOnly roles={EDITORS}>{settings && <SettingsForm initial={settings} />}</RolesOnly>
);

function SettingsForm({ initial }: { initial: PropertySettings }) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Input, unknown, PropertySettings>({
    resolver: zodResolver(propertySettingsSchema),
    defaultValues: initial,
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const presets = useFieldArray({ control: form.control, name: 'mortgage_presets' });
  const errorAt = (path: PresetPath) => form.getFieldState(path, form.formState).error?.message;
  const onValid = async (values: PropertySettings) => {
    setFailed(null);
    setSaved(false);
    try {
      await read(client.api.property.settings.$put({ json: values }));
      setSaved(true);
    } catch (e) {
      if (!showApiErrors(e, form.setError)) setFailed(failureText(intl, e));
    }
  };
  return (
    <section className="page" data-testid="property-settings">
      <h1>
        <FormattedMessage id="property.settings.title" />
      </h1>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onValid)} noValidate>
          <FormErrorCount count={attention.errorCount} />
          <TextInput name="reservation_hours" inputMode="numeric" />
          <TextInput name="instalment_price_m2" inputMode="numeric" />
          <TextInput name="commercial_price_m2" inputMode="numeric" />
          <TextInput name="min_down_percent" inputMode="numeric" />
          <TextInput name="max_discount_percent" inputMode="numeric" />
          <TextInput name="max_instalment_months" inputMode="numeric" />
          <h2>
            <FormattedMessage id="property.settings.presets" />
          </h2>
          {presets.fields.map((f, i) => (
            <fieldset key={f.id} className="generator-params">
              {PRESET_FIELDS.map((n) => (
                <Field
                  key={n}
                  label={<FormattedMessage id={`property.settings.preset.${n}`} />}
                  error={
                    errorAt(presetPath(i, n)) ??
                    // "A name in one language at least" belongs to the name, said under its first field.
                    (n === PRESET_FIELDS[0] ? errorAt(presetPath(i, 'name')) : undefined)
                  }
                >
                  {(p) => <input {...p} {...form.register(presetPath(i, n))} />}
                </Field>
              ))}
              <Button type="button" variant="secondary" onClick={() => presets.remove(i)}>
                <FormattedMessage id="property.settings.remove" />
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="secondary"
            onClick={() => presets.append({ name: {}, rate: 0, down_percent: 20, years: 20 })}
          >
            <FormattedMessage id="property.settings.add" />
          </Button>{' '}
          <Button type="submit" busy={form.formState.isSubmitting}>
            <FormattedMessage id="property.admin.save" />
          </Button>
          <SaveOutcome failed={failed} saved={saved} />
        </form>
      </FormProvider>
    </section>
  );
}
