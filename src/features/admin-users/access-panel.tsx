/**
 * Block, unblock and reset a password. Blocking signs the user out everywhere; a generated password
 * is shown here once and never again (only its hash is kept).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { toast } from 'react-toastify/unstyled';
import type { User } from './load-users.ts';
import { Button } from '../../components/ui/button.tsx';
import { firstErrorId } from '../../components/ui/field-error.tsx';
import { Field } from '../../components/ui/field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';

export function AccessPanel({ user, onChange }: { user: User; onChange: () => void }) {
  const intl = useIntl();
  const self = useSession()?.user.id === user.id;
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  /** The message id of the server's reason (the password's, or blocking oneself). */
  const [error, setError] = useState<string>();
  const [generated, setGenerated] = useState<string>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(firstErrorId(err));
      toast.error(intl.formatMessage({ id: 'common.errors' }));
    } finally {
      setBusy(false);
    }
  };

  const toggleBlock = () =>
    run(async () => {
      if (
        !user.blocked_at &&
        !window.confirm(intl.formatMessage({ id: 'users.access.blockConfirm' }, { name: user.name }))
      )
        return;
      const action = user.blocked_at ? 'unblock' : 'block';
      await client.api.users[':id{[0-9]+}'][action].$post({ param: { id: String(user.id) } });
      onChange();
      toast.success(intl.formatMessage({ id: `users.access.${action}ed` }));
    });

  const reset = (generate: boolean) =>
    run(async () => {
      setGenerated(undefined);
      const body = generate ? {} : { password };
      const { data } = await read(
        client.api.users[':id{[0-9]+}'].password.$post({ param: { id: String(user.id) }, json: body }),
      );
      setPassword('');
      setGenerated(data.password);
      toast.success(intl.formatMessage({ id: 'users.password.done' }));
    });

  return (
    <section className="admin-panel" data-testid="access-panel">
      <h2>
        <FormattedMessage id="users.access.title" />
      </h2>
      <p>
        {user.blocked_at ? (
          <FormattedMessage
            id="users.access.blockedSince"
            values={{ date: <KzDate value={user.blocked_at} show="dateTime" /> }}
          />
        ) : (
          <FormattedMessage id="users.access.active" />
        )}
      </p>
      {!self && (
        <Button type="button" variant={user.blocked_at ? 'secondary' : 'danger'} busy={busy} onClick={toggleBlock}>
          <FormattedMessage id={user.blocked_at ? 'users.access.unblock' : 'users.access.block'} />
        </Button>
      )}
      <h2>
        <FormattedMessage id="users.password.title" />
      </h2>
      <Field label={intl.formatMessage({ id: 'users.password.new' })} error={error}>
        {(p) => (
          <input
            {...p}
            type="password"
            autoComplete="new-password"
            value={password}
            disabled={busy}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <div className="admin-toolbar">
        <Button type="button" busy={busy} disabled={password.length === 0} onClick={() => reset(false)}>
          <FormattedMessage id="users.password.set" />
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => reset(true)}>
          <FormattedMessage id="users.password.generate" />
        </Button>
      </div>
      {generated && (
        <p role="status" data-testid="generated-password">
          <FormattedMessage id="users.password.generated" /> <output className="secret">{generated}</output>
        </p>
      )}
    </section>
  );
}
