/** One region's figures, source and date: saved with PUT (the schema checks here and on the server), or removed. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  REGION_STAT_FIGURES,
  regionStatsSchema,
  type RegionStatsInput,
  type RegionStatsValues,
} from '../../../contract/region-stats.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateField } from '../../components/ui/date-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import type { RegionRow } from './load-region-stats.ts';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useFormAttention } from '../../lib/use-form-attention.ts';

const FIELDS = [...REGION_STAT_FIGURES, 'source', 'as_of'] as const;

const initial = (r: RegionRow): RegionStatsInput => ({
  districts: r.stats?.districts ?? '',
  population: r.stats?.population ?? '',
  rural_districts: r.stats?.rural_districts ?? '',
  households: r.stats?.households ?? '',
  source: r.stats?.source ?? '',
  as_of: r.stats?.as_of ?? '',
});

interface Props {
  region: RegionRow;
  onSaved: (row: RegionRow) => void;
  onRemoved: () => void;
}

export function RegionStatsForm({ region, onSaved, onRemoved }: Props) {
  const intl = useIntl();
  const form = useForm<RegionStatsInput, unknown, RegionStatsValues>({
    resolver: zodResolver(regionStatsSchema),
    defaultValues: initial(region),
    // Errors as every form shows them (use-form-attention.ts): all at once, the first focused, the count said.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const attention = useFormAttention(form);
  const param = { region: String(region.region_id) };
  const save = async (values: RegionStatsValues) => {
    try {
      onSaved((await read(client.api['region-stats'][':region{[0-9]+}'].$put({ param, json: values }))).data);
    } catch (e) {
      if (!showApiErrors(e, form.setError)) throw e;
    }
  };
  const remove = async () => {
    await read(client.api['region-stats'][':region{[0-9]+}'].$delete({ param }));
    onRemoved();
  };
  const err = (k: (typeof FIELDS)[number]) => form.formState.errors[k]?.message;
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="admin-panel" data-testid="region-stats-form">
      <FormErrorCount count={attention.errorCount} />
      <h2>{region.name}</h2>
      {FIELDS.map((k) =>
        k === 'as_of' ? (
          <DateField
            key={k}
            control={form.control}
            name={k}
            label={intl.formatMessage({ id: `region_stats.field.${k}` })}
            error={err(k)}
          />
        ) : (
          <Field
            key={k}
            label={intl.formatMessage({ id: `region_stats.field.${k}` })}
            invalid={!!err(k)}
            error={err(k)}
          >
            {(p) => (
              <input
                {...p}
                {...form.register(k)}
                type="text"
                {...(k === 'source' ? {} : { inputMode: 'numeric' as const })}
              />
            )}
          </Field>
        ),
      )}
      <Button type="submit" busy={form.formState.isSubmitting}>
        <FormattedMessage id="region_stats.save" />
      </Button>{' '}
      {region.stats && (
        <button type="button" className="btn btn-secondary" onClick={() => void remove()}>
          <FormattedMessage id="region_stats.remove" />
        </button>
      )}
    </form>
  );
}
