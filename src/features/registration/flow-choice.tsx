/**
 * The open flows of the chosen lesson district (GET /api/cato_flows, kept by the service worker for
 * offline tablets), offered as a wish: the seat is taken when the record reaches the server, and a flow
 * full by then leaves the person on the office's waiting list instead (api/registration/preferred-flow.ts).
 */
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../components/ui/select-field.tsx';
import { formatDate } from '../../lib/kz-format.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import type { RegistrationValues } from './form-values.ts';
import { useFieldState } from './inputs.tsx';

export function FlowChoice() {
  const intl = useIntl();
  const { control, setValue, getValues } = useFormContext<RegistrationValues>();
  const district = Number(useWatch({ control, name: 'lesson_district_id' })) || 0;
  const q = usePublicQuery('/cato_flows');
  const s = useFieldState('flow_id');
  const regions = q.status === 'ready' ? q.data.data : null;
  const open = useMemo(
    () => (regions ? (regions.flatMap((r) => r.items).find((d) => d.id === district)?.flows ?? []) : null),
    [regions, district],
  );

  // Another district: a wish for a flow elsewhere goes (only once the list is known, never offline-blind).
  useEffect(() => {
    const wish = getValues('flow_id');
    if (open && wish && !open.some((f) => String(f.id) === wish)) setValue('flow_id', '', { shouldDirty: true });
  }, [open, getValues, setValue]);

  if (!district || !open?.length) return null;
  return (
    <FormSelect<RegistrationValues>
      name="flow_id"
      label={s.label}
      invalid={s.invalid}
      error={s.error}
      hint={intl.formatMessage({ id: 'registration.flow.hint' })}
      testId="flow-choice"
      placeholder={intl.formatMessage({ id: 'registration.flow.office' })}
      options={open.map((f) => ({
        value: f.id,
        label: intl.formatMessage(
          { id: 'registration.flow.option' },
          {
            title: f.title ?? intl.formatMessage({ id: 'registration.flow.untitled' }, { id: f.id }),
            start: formatDate(intl, f.start_date, 'shortDay'),
            end: formatDate(intl, f.end_date, 'shortDay'),
            address: f.address ?? '',
            seats: f.seats_left,
          },
        ),
      }))}
    />
  );
}
