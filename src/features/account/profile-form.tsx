/**
 * Profile update (POST /api/update-profile) with the shared schema; IIN, phone and birthday stay as
 * registered. Its selects show the saved values however late their options arrive (SelectField), and its
 * errors behave as every form's (use-form-attention.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { EDUCATION_LEVELS, SOCIAL_STATUSES, optionLabel, profileUpdateSchema } from '../../../contract/registration.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { RegionDistrictFields } from '../../components/ui/region-district-select.tsx';
import { FormSelect, type SelectOption } from '../../components/ui/select-field.tsx';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import type { PersonalData } from './use-personal-data.ts';

type Values = Record<keyof z.input<typeof profileUpdateSchema>, string>;

export function ProfileForm({ data, onSaved }: { data: PersonalData; onSaved(d: PersonalData): void }) {
  const intl = useIntl();
  const { user, profile } = data;
  const form = useForm<Values>({
    resolver: zodResolver(profileUpdateSchema) as never,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: {
      fio: user.name,
      email: user.email ?? '',
      phone_2: user.phone_2 ?? '',
      region_id: String(user.region_id ?? ''),
      district_id: String(user.district_id ?? ''),
      rural_okrug_id: String(profile?.rural_okrug_id ?? ''),
      locality: user.locality ?? '',
      residence_address: profile?.residence_address ?? '',
      education: profile?.education ?? '',
      social_status: profile?.social_status ?? '',
    },
  });
  const attention = useFormAttention(form);
  const t = (id: string) => intl.formatMessage({ id });
  /** The message id of a field's error (the schema's or the server's). */
  const err = (name: keyof Values) => form.formState.errors[name]?.message;

  const onValid = async (values: unknown) => {
    try {
      const res = await api<Answer<(typeof client.api)['update-profile']['$post']>>('/update-profile', {
        body: values,
      });
      onSaved(res.data);
      toast.success(t('account.saved'));
    } catch (e) {
      showApiErrors(e, form.setError);
    }
  };

  const select = (name: keyof Values, options: SelectOption[]) => (
    <FormSelect
      control={form.control}
      name={name}
      label={t(`registration.field.${name}`)}
      error={err(name)}
      options={options}
    />
  );
  const text = (name: keyof Values, type = 'text') => (
    <Field label={t(`registration.field.${name}`)} invalid={!!err(name)} error={err(name)}>
      {(p) => <input {...p} type={type} {...form.register(name)} />}
    </Field>
  );

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate data-testid="profile-form">
      <h2>
        <FormattedMessage id="account.edit" />
      </h2>
      <FormErrorCount count={attention.errorCount} />
      {text('fio')}
      {text('email', 'email')}
      <PhoneField
        control={form.control}
        name="phone_2"
        label={t('registration.field.phone_2')}
        error={err('phone_2')}
      />
      <RegionDistrictFields
        control={form.control}
        names={{ region: 'region_id', district: 'district_id', okrug: 'rural_okrug_id' }}
        labels={{
          region: 'registration.field.region_id',
          district: 'registration.field.district_id',
          okrug: 'registration.field.rural_okrug_id',
        }}
        anyLabel="registration.select"
        errors={{ region: err('region_id'), district: err('district_id'), okrug: err('rural_okrug_id') }}
      />
      {text('locality')}
      {text('residence_address')}
      {select(
        'education',
        EDUCATION_LEVELS.map((v) => ({ value: v, label: t(optionLabel('education', v)) })),
      )}
      {select(
        'social_status',
        SOCIAL_STATUSES.map((v) => ({ value: v, label: t(optionLabel('social_status', v)) })),
      )}
      <Button type="submit" busy={form.formState.isSubmitting}>
        <FormattedMessage id="account.save" />
      </Button>
    </form>
  );
}
