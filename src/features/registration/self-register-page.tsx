/**
 * Online self-registration: the same five steps (plus a password), autosaved on the device even
 * offline; then the phone is confirmed by SMS and /api/register creates the account and the
 * application and signs the person in.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PublicUser } from '../../../api/schemas/auth.ts';
import { ApiError, api } from '../../lib/api.ts';
import { db } from '../../lib/db.ts';
import { signIn } from '../../lib/session.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { discard } from '../../sync/outbox.ts';
import { firstStepWithError, type FieldErrors, type RegistrationValues } from './form-values.ts';
import { SELF_KIND } from './kinds.ts';
import { RegistrationForm } from './registration-form.tsx';
import { SmsStep } from './sms-step.tsx';
import { useDraft } from './use-draft.ts';
import './registration.css';

const CURRENT = 'registration.selfDraft';

interface Ready {
  parsed: Record<string, unknown>;
  values: RegistrationValues;
}

export function SelfRegisterPage({ draftId }: { draftId?: string | undefined }) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const draft = useDraft(draftId);
  const [ready, setReady] = useState<Ready>();
  const [serverErrors, setServerErrors] = useState<FieldErrors>();
  const [attempt, setAttempt] = useState(0);
  const [back, setBack] = useState<RegistrationValues>();

  useEffect(() => {
    if (draftId) return;
    void (async () => {
      const last = await getMeta<string>(db, CURRENT);
      const id = last && (await db.drafts.get(last)) ? last : crypto.randomUUID();
      await setMeta(db, CURRENT, id);
      await navigate({ to: '/{-$locale}/register', params: { locale }, search: { draft: id }, replace: true });
    })();
  }, [draftId]); // eslint-disable-line react-hooks/exhaustive-deps

  const register = async (verification: string) => {
    if (!ready || !draft) return;
    try {
      const { data } = await api<{ data: { token: string; user: PublicUser } }>('/register', {
        body: { ...ready.parsed, verification },
      });
      signIn(data.token, data.user);
      await discard(db, draft.id); // the server has it now
      await db.meta.delete(CURRENT);
      await navigate({ to: '/{-$locale}/register/success', params: { locale } });
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 422 || e.errors.code || e.errors.verification) throw e;
      setServerErrors(e.errors); // e.g. not a unique IIN: back to the form, with the message under the field
      setBack(ready.values); // every keystroke kept
      setReady(undefined);
      setAttempt((a) => a + 1);
    }
  };

  return (
    <section className="page registration" data-testid="self-register">
      <h1>
        <FormattedMessage id="registration.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="registration.intro" />
      </p>
      {draft && !ready && (
        <RegistrationForm
          key={`${draft.id}:${attempt}`}
          draftId={draft.id}
          kind={SELF_KIND}
          values={back ?? draft.values}
          step={serverErrors ? firstStepWithError(serverErrors) : draft.step}
          serverErrors={serverErrors}
          self
          onValid={async (parsed, values) => setReady({ parsed, values })}
        />
      )}
      {draft && ready && <SmsStep phone={String(ready.parsed.phone)} onVerified={register} />}
    </section>
  );
}
