/**
 * The one sign-in page for every role: phone (typed through the +7 mask, sent as the 11 digits the
 * accounts hold), password, a button with a spinner. A wrong phone or password marks both fields and says
 * "phone or password is incorrect" (never which one, so the page does not tell which phones have accounts);
 * a lockout says when to try again; no network (or a server that cannot answer) says there is no connection,
 * so a person on a phone can tell a typo from a dead network.
 * Then each person lands on their own workplace (src/lib/workplace.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { loginSchema } from '../../../contract/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { api, ApiError } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { signIn } from '../../lib/session.ts';
import { workplaceOf } from '../../lib/workplace.ts';

/** Only same-site paths are followed after sign-in. */
const safeFrom = (from?: string) => (from && from.startsWith('/') && !from.startsWith('//') ? from : undefined);

export function LoginPage({ from }: { from?: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [failed, setFailed] = useState(false);
  /** Why signing in cannot work right now, when it is not the password. */
  const [notice, setNotice] = useState<{ id: string; minutes?: number }>();
  const [busy, setBusy] = useState(false);
  const wrongId = useId();
  /** Both fields point at the one message, so a screen reader hears why either is marked. */
  const marked = (p: { id: string; 'aria-invalid': boolean }) => (failed ? { ...p, 'aria-describedby': wrongId } : p);
  const { register, handleSubmit, control } = useForm<
    z.input<typeof loginSchema>,
    unknown,
    z.output<typeof loginSchema>
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { phone: '', password: '' },
  });

  const onValid = async (values: z.output<typeof loginSchema>) => {
    setBusy(true);
    setFailed(false);
    setNotice(undefined);
    try {
      const { data } = await api<Answer<typeof client.api.auth.login.$post>>('/auth/login', { body: values });
      signIn(data.token, data.user);
      const back = safeFrom(from);
      await (back ? navigate({ href: back }) : navigate({ to: workplaceOf(data.user.role_id), params: { locale } }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 429)
        setNotice({ id: 'login.locked', minutes: Math.max(1, Math.ceil((e.retryAfter ?? 60) / 60)) });
      // Only the server's "no such phone and password" is the person's mistake; anything else is the link.
      else if (e instanceof ApiError && e.status >= 400 && e.status < 500) setFailed(true);
      else setNotice({ id: 'login.offline' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page login">
      <h1>
        <FormattedMessage id="login.title" />
      </h1>
      <form onSubmit={handleSubmit(onValid, () => setFailed(true))} noValidate data-testid="login-form">
        <Field label={intl.formatMessage({ id: 'login.phone' })} invalid={failed}>
          {(p) => (
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...marked(p)}
                  name={field.name}
                  value={field.value}
                  onChange={(v) => {
                    setFailed(false);
                    field.onChange(v);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  autoComplete="username"
                  disabled={busy}
                />
              )}
            />
          )}
        </Field>
        <Field label={intl.formatMessage({ id: 'login.password' })} invalid={failed}>
          {(p) => (
            <input
              {...marked(p)}
              {...register('password', { onChange: () => setFailed(false) })}
              type="password"
              autoComplete="current-password"
              disabled={busy}
            />
          )}
        </Field>
        {failed && (
          <p className="field-error" id={wrongId} role="alert" data-testid="login-wrong">
            <FormattedMessage id="login.wrong" />
          </p>
        )}
        {notice && (
          <p className="notice notice-warn" role="alert" data-testid="login-notice">
            <FormattedMessage id={notice.id} values={{ minutes: notice.minutes ?? 0 }} />
          </p>
        )}
        <Button type="submit" busy={busy}>
          <FormattedMessage id={busy ? 'login.submitting' : 'login.submit'} />
        </Button>
      </form>
    </section>
  );
}
