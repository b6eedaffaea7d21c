/**
 * Online self-registration: the same five steps (plus a password), autosaved on the device even
 * offline; then the phone is confirmed by SMS and /api/register creates the account and the
 * application and signs the person in.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Registration } from '../../../contract/registration.ts';
import { ApiError, api } from '../../lib/api.ts';
import type { Answer, client } from '../../lib/api-client.ts';
import { db } from '../../sync/db.ts';
import { signIn } from '../../lib/session.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { discard } from '../../sync/outbox.ts';
import { SELF_KIND } from './kinds.ts';
import { RegistrationForm } from './registration-form.tsx';
import { SmsStep } from '../../components/sms-step.tsx';
import { useRegistrationDraft } from './use-registration-draft.ts';
import './registration.css';

const CURRENT = 'registration.selfDraft';

export function SelfRegisterPage({ draftId }: { draftId?: string | undefined }) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const draft = useRegistrationDraft(draftId, SELF_KIND, true);
  /** The form as parsed, waiting for the phone to be confirmed. */
  const [ready, setReady] = useState<Registration>();

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
    if (!ready || !draftId) return;
    try {
      const { data } = await api<Answer<typeof client.api.register.$post>>('/register', {
        body: { ...ready, verification },
      });
      signIn(data.token, data.user);
      await discard(db, draftId); // the server has it now
      await db.meta.delete(CURRENT);
      await navigate({ to: '/{-$locale}/register/success', params: { locale } });
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 422 || e.errors.code || e.errors.verification) throw e;
      // e.g. not a unique IIN: back to the form (every keystroke kept), with the message under the field
      draft.showErrors(e.errors);
      setReady(undefined);
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
      {draftId && draft.opened && !ready && <RegistrationForm draft={draft} self onValid={async (p) => setReady(p)} />}
      {draftId && draft.opened && ready && <SmsStep phone={String(ready.phone)} onVerified={register} />}
    </section>
  );
}
