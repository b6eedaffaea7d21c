/** Create or edit a flow: the seed's fields, validated by the same schema as the API; errors per field. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { flowSchema, type FlowInput, type FlowValues } from '../../../api/schemas/flows.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import type { FlowItem } from './flow-types.ts';
import { useCato, useTrainers } from './use-cato.ts';

const TEXT_FIELDS = ['title', 'address', 'contacts', 'working_hours', 'lat', 'lon'] as const;

export function FlowForm({ flow, onSaved }: { flow?: FlowItem; onSaved: (f: FlowItem) => void }) {
  const intl = useIntl();
  const regions = useCato();
  const trainers = useTrainers();
  const [busy, setBusy] = useState(false);
  const form = useForm<FlowInput, unknown, FlowValues>({
    resolver: zodResolver(flowSchema),
    defaultValues: flow
      ? {
          ...flow,
          title: flow.title ?? '',
          address: flow.address ?? '',
          contacts: flow.contacts ?? '',
          working_hours: flow.working_hours ?? '',
        }
      : { capacity: 70 },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const regionId = Number(useWatch({ control, name: 'region_id' }));
  const districts = regions.find((r) => r.id === regionId)?.items ?? [];

  const onValid = async (values: FlowValues) => {
    setBusy(true);
    try {
      const res = await api<{ data: FlowItem }>(flow ? `/flows/${flow.id}` : '/flows', { body: values });
      onSaved(res.data);
    } catch (e) {
      showApiErrors(e, setError);
    } finally {
      setBusy(false);
    }
  };
  /** The message id of a field's error (the schema's or the server's). */
  const show = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

  return (
    <form className="flow-form" onSubmit={handleSubmit(onValid)} noValidate data-testid="flow-form">
      {TEXT_FIELDS.map((name) => (
        <Field
          key={name}
          label={intl.formatMessage({ id: `flows.field.${name}` })}
          invalid={!!show(name)}
          error={show(name)}
        >
          {(p) => <input {...p} {...register(name)} />}
        </Field>
      ))}
      <Field
        label={intl.formatMessage({ id: 'flows.field.start_date' })}
        invalid={!!show('start_date')}
        error={show('start_date')}
      >
        {(p) => <input {...p} type="date" {...register('start_date')} />}
      </Field>
      <Field
        label={intl.formatMessage({ id: 'flows.field.end_date' })}
        invalid={!!show('end_date')}
        error={show('end_date')}
      >
        {(p) => <input {...p} type="date" {...register('end_date')} />}
      </Field>
      <Field
        label={intl.formatMessage({ id: 'flows.field.region_id' })}
        invalid={!!show('region_id')}
        error={show('region_id')}
      >
        {(p) => (
          <select {...p} {...register('region_id')}>
            <option value="" />
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={intl.formatMessage({ id: 'flows.field.district_id' })}
        invalid={!!show('district_id')}
        error={show('district_id')}
      >
        {(p) => (
          <select {...p} {...register('district_id')}>
            <option value="" />
            {districts.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={intl.formatMessage({ id: 'flows.field.trainer_id' })}>
        {(p) => (
          <select {...p} {...register('trainer_id', { setValueAs: (v) => (v ? Number(v) : null) })}>
            <option value="" />
            {trainers.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} · {t.phone}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={intl.formatMessage({ id: 'flows.field.capacity' })}
        invalid={!!show('capacity')}
        error={show('capacity')}
      >
        {(p) => <input {...p} type="number" min={30} max={70} {...register('capacity')} />}
      </Field>
      <Button type="submit" busy={busy}>
        <FormattedMessage id="flows.save" />
      </Button>
    </form>
  );
}
