/**
 * A new case for a walk-in person, typed on the tablet with or without signal. The draft's UUID is the
 * case's, so notes and outcomes can follow before it reaches the server. Online, the form warns when
 * the IIN already has an open case of the type (a warning: a second debt may be real).
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { caseIntakeForm } from '../../../contract/consultations.ts';
import { checkIin } from '../../../contract/iin.ts';
import { CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useCato } from '../../lib/cato.ts';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { useOnline } from '../../lib/use-online.ts';
import { PhoneInput, SelectInput, TextArea, TextInput } from './inputs.ts';
import { INTAKE_KIND } from './local-cases.ts';
import { useCaseDraftId } from './use-case-draft.ts';

interface Values {
  iin: string;
  name: string;
  phone: string;
  type: string;
  title: string;
  problem: string;
  region_id: string;
  district_id: string;
}

export function IntakeForm() {
  const intl = useIntl();
  const online = useOnline();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const cato = useCato();
  const { draftId } = useCaseDraftId(INTAKE_KIND, null);
  const f = useOfflineForm<Values>({
    draftId,
    kind: INTAKE_KIND,
    schema: caseIntakeForm as never,
    defaults: { iin: '', name: '', phone: '', type: '', title: '', problem: '', region_id: '', district_id: '' },
  });
  const [iin, type] = f.form.watch(['iin', 'type']);
  const duplicate = useDuplicate(online, iin, type);
  if (!f.opened) return null;

  const send = f.form.handleSubmit(async (v) => {
    await f.submit('cases.intake', { ...caseIntakeForm.parse(v), case_uuid: draftId! });
    void navigate({ to: '/{-$locale}/admin/consultations/$id', params: { locale, id: draftId! } });
  });
  return (
    <section className="page" data-testid="case-intake">
      <h1>
        <FormattedMessage id="cases.intake.title" />
      </h1>
      <FormProvider {...f.form}>
        <form onSubmit={send} noValidate className="form-card">
          <FormErrorCount count={f.errorCount} />
          <TextInput name="iin" inputMode="numeric" />
          {duplicate && (
            <p className="notice" role="status" data-testid="case-duplicate">
              <FormattedMessage id="cases.intake.duplicate" />
            </p>
          )}
          <TextInput name="name" autoComplete="name" />
          <PhoneInput name="phone" />
          <SelectInput
            name="type"
            options={CONSULTATION_TYPES.map((t) => ({
              value: t,
              label: intl.formatMessage({ id: `consultation.type.${t}` }),
            }))}
          />
          <TextInput name="title" />
          <TextArea name="problem" />
          {cato !== null && (
            <RegionDistrictFields
              control={f.form.control}
              names={{ region: 'region_id', district: 'district_id' }}
              labels={{ region: 'cases.field.region_id', district: 'cases.field.district_id' }}
              anyLabel="registration.select"
              errors={{
                region: f.form.formState.errors.region_id?.message,
                district: f.form.formState.errors.district_id?.message,
              }}
            />
          )}
          <Button type="submit">
            <FormattedMessage id="cases.intake.save" />
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}

/** Online only, and only for a whole valid IIN: whether it has an open case of the type (yes or no). */
function useDuplicate(online: boolean, iin: string, type: string) {
  const whole = iin.replace(/\s/g, '');
  const key = online && type && checkIin(whole).ok ? `${whole}:${type}` : null;
  const [answer, setAnswer] = useState<{ key: string; open: boolean }>();
  useEffect(() => {
    if (!key) return;
    const ctrl = new AbortController();
    read(
      client.api.consultations.duplicates.$get(
        { query: { iin: whole, type: type as (typeof CONSULTATION_TYPES)[number] } },
        { init: { signal: ctrl.signal } },
      ),
    )
      .then((r) => setAnswer({ key, open: r.data.open }))
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return answer !== undefined && answer.key === key && answer.open;
}
