/**
 * Staff mode for district-office operators: a tablet registers people all day, offline. Each person
 * is a draft (its id in the URL); "Submit" queues it in the outbox; "Register next person" opens a
 * blank form at once; below, today's registrations on this device and their state. The draft left
 * open is remembered per tab (lib/tab-drafts.ts): a second tab starts its own person, and a draft open
 * in another tab is not typed into here.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { SignInPrompt } from '../../components/sign-in-prompt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DraftElsewhere } from '../../components/ui/draft-elsewhere.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { useSession } from '../../lib/session.ts';
import { isSubmitted } from '../../lib/submission.ts';
import { useTabDraft } from '../../lib/use-tab-draft.ts';
import { STAFF_KIND, SUBMIT_MUTATION } from './kinds.ts';
import { RegistrationForm } from './registration-form.tsx';
import { TodayList } from './today-list.tsx';
import { useRegistrationDraft } from './use-registration-draft.ts';
import './registration.css';

const CURRENT = 'registration.staffDraft';
const STAFF_ROLES: number[] = [ROLES.operator, ROLES.admin];

export function StaffRegisterPage({ draftId }: { draftId?: string | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const draft = useRegistrationDraft(draftId, STAFF_KIND, false);

  const open = useTabDraft(
    CURRENT,
    draftId,
    (id, replace) =>
      void navigate({ to: '/{-$locale}/office/register', params: { locale }, search: { draft: id }, replace }),
  );

  if (!session || !STAFF_ROLES.includes(session.user.role_id))
    return (
      <section className="page registration">
        <h1>
          <FormattedMessage id="registration.staff.title" />
        </h1>
        <SignInPrompt reason="registration.staff.signIn" />
      </section>
    );

  // Refused while open, the draft comes back as a form with the reasons on their fields (useOfflineForm).
  const status = draft.row?.status;

  return (
    <section className="page registration" data-testid="staff-register">
      <h1>
        <FormattedMessage id="registration.staff.title" />
      </h1>
      {draftId && draft.elsewhere && (
        <DraftElsewhere next="registration.staff.next" onNext={() => open(crypto.randomUUID())} />
      )}
      {/* "Sent" only once the server has it; the call-back promise is for the person, not the tablet. */}
      {draftId && draft.opened && isSubmitted(status) && (
        <SubmissionState
          status={status}
          success="registration.success.title"
          testId="registration-success"
          actions={
            <Button type="button" onClick={() => open(crypto.randomUUID())} data-testid="register-next">
              <FormattedMessage id="registration.staff.next" />
            </Button>
          }
        />
      )}
      {draftId && draft.opened && !isSubmitted(status) && (
        <RegistrationForm
          draft={draft}
          self={false}
          allowedDistricts={session.user.role_id === ROLES.operator ? session.user.district_ids : undefined}
          onValid={async (form) => void (await draft.submit(SUBMIT_MUTATION, { client_record_id: draftId, form }))}
        />
      )}
      {draftId && <TodayList currentId={draftId} onOpen={(id) => open(id)} />}
    </section>
  );
}
