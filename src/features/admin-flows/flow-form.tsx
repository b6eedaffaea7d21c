/**
 * Create or edit a flow: the seed's fields, validated by the same schema as the API; errors per field.
 * The draft lives on the device through the one offline-form hook (a closed tab or a dead battery keeps
 * what was typed); the save itself is online, and the draft goes once the server has the flow. Its
 * selects show the saved region, district and trainer however late their lists arrive (SelectField).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { flowSchema, type FlowInput, type FlowValues } from '../../../contract/flows.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { db } from '../../sync/db.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { discard } from '../../sync/outbox.ts';
import type { Flow } from './load-flows.ts';
import { useTrainers } from './use-trainers.ts';

const TEXT_FIELDS = ['title', 'address', 'contacts', 'working_hours', 'lat', 'lon'] as const;

export function FlowForm({ flow, onSaved }: { flow?: Flow; onSaved: (f: Flow) => void }) {
  const intl = useIntl();
  const trainers = useTrainers();
  const [busy, setBusy] = useState(false);
  const defaults: DefaultValues<FlowInput> = flow
    ? {
        ...flow,
        title: flow.title ?? '',
        address: flow.address ?? '',
        contacts: flow.contacts ?? '',
        working_hours: flow.working_hours ?? '',
        language: flow.language === 'kk' || flow.language === 'ru' ? flow.language : null,
      }
    : { capacity: 70 };
  const form = useForm<FlowInput, unknown, FlowValues>({
    resolver: zodResolver(flowSchema),
    defaultValues: defaults,
    shouldFocusError: false, // the shared hook focuses the first error in reading order
    reValidateMode: 'onSubmit',
  });
  const draftId = flowDraftId(flow?.id);
  // The hook only reads, resets and marks the form's input values; the output type is handleSubmit's.
  const draftForm = form as unknown as UseFormReturn<FlowInput>;
  const draft = useOfflineForm<FlowInput>({ draftId, kind: FLOW_DRAFT_KIND, form: draftForm, defaults });
  const { register, handleSubmit, formState, setError, control } = form;

  const onValid = async (values: FlowValues) => {
    setBusy(true);
    try {
      // The form's output (nulls for blanks) is what flowSchema accepts; only the answer is typed here.
      await draft.flush(); // nothing pending may land after the draft is gone
      const res = await api<Answer<typeof client.api.flows.$post>>(flow ? `/flows/${flow.id}` : '/flows', {
        body: values,
      });
      await discard(db, draftId); // the server has it now
      onSaved(res.data);
    } catch (e) {
      showApiErrors(e, setError);
    } finally {
      setBusy(false);
    }
  };
  /** The message id of a field's error (the schema's or the server's). */
  const show = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

  if (!draft.opened) return null;
  return (
    <form className="flow-form" onSubmit={handleSubmit(onValid)} noValidate data-testid="flow-form">
      <FormErrorCount count={draft.errorCount} />
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
      {(['start_date', 'end_date'] as const).map((name) => (
        <DateField
          key={name}
          control={control}
          name={name}
          label={intl.formatMessage({ id: `flows.field.${name}` })}
          error={show(name)}
        />
      ))}
      <RegionDistrictFields
        control={control}
        names={{ region: 'region_id', district: 'district_id' }}
        labels={{ region: 'flows.field.region_id', district: 'flows.field.district_id' }}
        anyLabel="registration.select"
        errors={{ region: show('region_id'), district: show('district_id') }}
      />
      <FormSelect
        control={control}
        name="trainer_id"
        label={intl.formatMessage({ id: 'flows.field.trainer_id' })}
        error={show('trainer_id')}
        loading={trainers.loading}
        options={trainers.list.map((t) => ({ value: t.id, label: `${t.name} · ${t.phone}` }))}
        toValue={(v) => (v ? Number(v) : null)}
      />
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
      {draft.row && (
        <p className="form-hint" data-testid="flow-draft" data-saved-at={draft.savedAt ?? ''}>
          <FormattedMessage id="flows.draft.kept" />
        </p>
      )}
    </form>
  );
}

export const FLOW_DRAFT_KIND = 'flow';
/** One draft per flow being edited, and one for the new flow. */
export const flowDraftId = (flowId?: number) => (flowId ? `flow-${flowId}` : 'flow-new');
