/**
 * Staff mode for district-office operators: a tablet registers people all day, offline. Each person
 * is a draft (its id in the URL); "Submit" queues it in the outbox; "Register next person" opens a
 * blank form at once; below, today's registrations on this device and their state.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../api/schemas/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { db } from '../../lib/db.ts';
import { useSession } from '../../lib/session.ts';
import { getMeta, setMeta } from '../../sync/meta.ts';
import { submit } from '../../sync/outbox.ts';
import { draftData, firstStepWithError } from './form-values.ts';
import { STAFF_KIND, SUBMIT_MUTATION } from './kinds.ts';
import { RegistrationForm } from './registration-form.tsx';
import { ThanksModal } from './thanks-modal.tsx';
import { TodayList } from './today-list.tsx';
import { useDraft } from './use-draft.ts';
import './registration.css';

const CURRENT = 'registration.staffDraft';
const STAFF_ROLES: number[] = [ROLES.operator, ROLES.admin];

export function StaffRegisterPage({ draftId }: { draftId?: string | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [thanks, setThanks] = useState(false);
  const draft = useDraft(draftId);

  const open = (id: string, replace = false) =>
    void setMeta(db, CURRENT, id).then(() =>
      navigate({ to: '/{-$locale}/office/register', params: { locale }, search: { draft: id }, replace }),
    );

  // No draft in the URL: continue the one left open on this tablet, or start a blank one.
  useEffect(() => {
    if (draftId) return;
    void (async () => {
      const last = await getMeta<string>(db, CURRENT);
      const row = last ? await db.drafts.get(last) : undefined;
      open(row && row.status !== 'queued' && row.status !== 'sent' ? row.id : crypto.randomUUID(), true);
    })();
  }, [draftId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!session || !STAFF_ROLES.includes(session.user.role_id))
    return (
      <section className="page registration">
        <h1>
          <FormattedMessage id="registration.staff.title" />
        </h1>
        <p>
          <FormattedMessage id="registration.staff.signIn" />{' '}
          <Link to="/{-$locale}/admin/login" params={{ locale }} search={{ from: window.location.pathname }}>
            <FormattedMessage id="registration.staff.signInLink" />
          </Link>
        </p>
      </section>
    );

  const submitted = draft?.row && (draft.row.status === 'queued' || draft.row.status === 'sent');
  const refused = draft?.opened?.status === 'rejected' ? (draft.opened.errors ?? {}) : undefined;
  // Refused while open: wait for the re-read with its errors instead of showing stale values.
  const settling = draft?.row?.status === 'rejected' && !refused;

  return (
    <section className="page registration" data-testid="staff-register">
      <h1>
        <FormattedMessage id="registration.staff.title" />
      </h1>
      {draft && submitted && (
        <div className="success-panel" role="status" data-testid="registration-success">
          <h2>
            <FormattedMessage id="registration.success.title" />
          </h2>
          {draft.row?.status === 'queued' && (
            <p>
              <FormattedMessage id="registration.success.queued" />
            </p>
          )}
          <Button type="button" onClick={() => open(crypto.randomUUID())} data-testid="register-next">
            <FormattedMessage id="registration.staff.next" />
          </Button>
        </div>
      )}
      {draft && !submitted && !settling && (
        <RegistrationForm
          key={`${draft.id}:${refused ? draft.opened?.mutationId : ''}`}
          draftId={draft.id}
          kind={STAFF_KIND}
          values={draft.values}
          step={refused ? firstStepWithError(refused) : draft.step}
          serverErrors={refused}
          self={false}
          allowedDistricts={session.user.role_id === ROLES.operator ? session.user.district_ids : undefined}
          onValid={async (parsed, values) => {
            await submit(db, {
              id: draft.id,
              kind: STAFF_KIND,
              data: draftData(values),
              step: 4,
              name: SUBMIT_MUTATION,
              args: { client_record_id: draft.id, form: parsed },
            });
            setThanks(true);
          }}
        />
      )}
      {thanks && <ThanksModal onClose={() => setThanks(false)} />}
      {draftId && <TodayList currentId={draftId} onOpen={(id) => open(id)} />}
    </section>
  );
}
