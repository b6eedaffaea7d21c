/** Admin: the contest year, application window and grace period, and the nominations list. */
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { contestSettingsSchema } from '../../../contract/contest.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { client } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { NominationsEditor } from './nominations-editor.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

const route = getRouteApi('/{-$locale}/admin/contest-settings');

type Settings = z.output<typeof contestSettingsSchema>;
const FIELDS = [
  ['year', 'number'],
  ['opens_on', 'date'],
  ['closes_on', 'date'],
  ['grace_hours', 'number'],
] as const;

export function ContestSettingsPage() {
  const intl = useIntl();
  const loaded = route.useLoaderData();
  const [saved, setSaved] = useState(false);
  const form = useForm<z.input<typeof contestSettingsSchema>, unknown, Settings>({
    resolver: zodResolver(contestSettingsSchema),
    ...(loaded ? { defaultValues: loaded.settings } : {}),
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const { setError } = form;
  const save = async (values: Settings) => {
    setSaved(false);
    try {
      await client.api.contest.settings.$put({ json: values });
      setSaved(true);
    } catch (e) {
      showApiErrors(e, setError);
    }
  };
  /** The message id of a field's error (the schema's or the server's). */
  const err = (k: keyof Settings) => form.formState.errors[k]?.message;
  return (
    <section className="page">
      <h1>
        <FormattedMessage id="contest.admin.settings" />
      </h1>
      <form onSubmit={form.handleSubmit(save)} noValidate data-testid="contest-settings-form">
        <FormErrorCount count={attention.errorCount} />
        {FIELDS.map(([k, type]) => (
          <Field key={k} label={intl.formatMessage({ id: `contest.admin.${k}` })} invalid={!!err(k)} error={err(k)}>
            {(p) => <input {...p} type={type} {...form.register(k)} />}
          </Field>
        ))}
        <Button type="submit" busy={form.formState.isSubmitting}>
          <FormattedMessage id="contest.admin.save" />
        </Button>
        {saved && (
          <p role="status">
            <FormattedMessage id="contest.admin.saved" />
          </p>
        )}
      </form>
      {loaded && <NominationsEditor initial={loaded.nominations} />}
    </section>
  );
}
