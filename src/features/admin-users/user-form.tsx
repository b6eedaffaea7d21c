/**
 * The seed's user form: name, email, phone and password shown; iin, phone_2, role, region, district,
 * districts and locality carried in the payload. The phone is typed through the +7 mask. Everything is
 * disabled while the request runs; errors (the schema's or the server's) land under their fields, all at
 * once, the first focused and their count said (use-form-attention.ts), with the generic error toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { userCreateSchema, userUpdateSchema, type AdminUser, type UserPayload } from '../../../contract/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { translateError } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { clearBelowOnRegionChange } from '../../lib/region-clears-district.ts';
import { showApiErrors } from '../../lib/field-errors.ts';
import { useFormAttention } from '../../lib/use-form-attention.ts';
import type { UserFormValues } from './user-form-values.ts';

interface Props {
  /** The user being edited; none when creating. */
  userId?: number;
  values: UserFormValues;
  onSaved: (user: AdminUser) => void;
}

const VISIBLE = ['name', 'email', 'phone', 'password'] as const;
const HIDDEN_LABELS: Record<string, string> = { iin: 'users.col.iin', role_id: 'users.col.role' };

export function UserForm({ userId, values, onSaved }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const schema = userId === undefined ? userCreateSchema : userUpdateSchema;
  const form = useForm<UserFormValues, unknown, UserPayload>({
    resolver: zodResolver(schema) as unknown as Resolver<UserFormValues, unknown, UserPayload>,
    defaultValues: values,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, setError, formState } = form;
  const attention = useFormAttention(form);
  useEffect(() => clearBelowOnRegionChange(form, 'region_id', ['district_id']), [form]);

  const onValid = async (payload: UserPayload) => {
    setBusy(true);
    try {
      const path = userId === undefined ? '/users' : `/users/${userId}`;
      const { data } = await api<Answer<typeof client.api.users.$post>>(path, { body: payload });
      onSaved(data);
    } catch (err) {
      showApiErrors(err, setError);
      toast.error(intl.formatMessage({ id: 'common.errors' }));
    } finally {
      setBusy(false);
    }
  };

  /** The message id of a field's error (the schema's or the server's). */
  const message = (field: string) => formState.errors[field as keyof UserFormValues]?.message;
  const passwordHint = userId === undefined ? undefined : intl.formatMessage({ id: 'users.form.passwordKeep' });
  const hiddenErrors = Object.keys(formState.errors).filter((f) => !(VISIBLE as readonly string[]).includes(f));

  return (
    <form className="admin-form" onSubmit={handleSubmit(onValid)} noValidate data-testid="user-form">
      <FormErrorCount count={attention.errorCount} />
      <fieldset disabled={busy}>
        {VISIBLE.map((name) =>
          name === 'phone' ? (
            <PhoneField
              key={name}
              control={form.control}
              name={name}
              label={intl.formatMessage({ id: `users.field.${name}` })}
              error={message(name)}
              autoComplete="off"
            />
          ) : (
            <Field
              key={name}
              label={intl.formatMessage({ id: `users.field.${name}` })}
              invalid={Boolean(formState.errors[name])}
              error={message(name)}
              hint={name === 'password' ? passwordHint : undefined}
            >
              {(p) => (
                <input
                  {...p}
                  {...register(name)}
                  type={name === 'password' ? 'password' : name === 'email' ? 'email' : 'text'}
                  autoComplete={name === 'password' ? 'new-password' : 'off'}
                />
              )}
            </Field>
          ),
        )}
        {hiddenErrors.length > 0 && (
          <ul className="field-error" role="alert">
            {hiddenErrors.map((f) => (
              <li key={f}>
                {HIDDEN_LABELS[f] ? intl.formatMessage({ id: HIDDEN_LABELS[f] }) : f}:{' '}
                {translateError(intl, message(f))}
              </li>
            ))}
          </ul>
        )}
        <Button type="submit" busy={busy}>
          <FormattedMessage id="common.save" />
        </Button>
      </fieldset>
    </form>
  );
}
