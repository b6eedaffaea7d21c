/**
 * The agro application page, for a villager on a phone (`/agro/apply`, no account needed) and for an
 * operator on a tablet (`/office/agro`, one person after another). Each application is a draft whose
 * id is in the URL, remembered per tab; "Submit" queues it in the outbox, so it is sent once, whenever
 * there is a connection (the page says "saved on this device" until the server has it); below, what
 * this device sent and where each stands.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { SignInPrompt } from '../../components/sign-in-prompt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DraftElsewhere } from '../../components/ui/draft-elsewhere.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { useCato } from '../../lib/cato.ts';
import { useSession } from '../../lib/session.ts';
import { isSubmitted } from '../../lib/submission.ts';
import { useTabDraft } from '../../lib/use-tab-draft.ts';
import { AgroApplicationForm } from './agro-form.tsx';
import { SentList } from './sent-list.tsx';
import { OFFICE_KIND, PUBLIC_KIND, useAgroDraft } from './use-agro-draft.ts';
import './agro.css';

const STAFF: number[] = [ROLES.operator, ROLES.admin];

export function AgroApplyPage({ draftId, office }: { draftId?: string | undefined; office: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const kind = office ? OFFICE_KIND : PUBLIC_KIND;
  const draft = useAgroDraft(draftId, kind);
  const to = office ? '/{-$locale}/office/agro' : '/{-$locale}/agro/apply';
  // The KATO list is fetched as the page opens, not at the address step: the signal may be gone by then.
  useCato();

  const open = useTabDraft(
    kind,
    draftId,
    (id, replace) => void navigate({ to, params: { locale }, search: { draft: id }, replace }),
  );

  if (office && (!session || !STAFF.includes(session.user.role_id)))
    return (
      <section className="page agro-apply">
        <h1>
          <FormattedMessage id="agro.office.title" />
        </h1>
        <SignInPrompt reason="agro.office.sign_in" />
      </section>
    );

  const status = draft.row?.status;
  const operator = session?.user.role_id === ROLES.operator;

  return (
    <section className="page agro-apply" data-testid="agro-apply">
      <h1>
        <FormattedMessage id={office ? 'agro.office.title' : 'agro.apply.title'} />
      </h1>
      {!office && (
        <p>
          <FormattedMessage id="agro.apply.intro" />
        </p>
      )}
      {draftId && draft.elsewhere && (
        <DraftElsewhere next="agro.apply.another" onNext={() => open(crypto.randomUUID())} />
      )}
      {draftId && draft.opened && isSubmitted(status) && (
        <SubmissionState
          status={status}
          success="agro.apply.done"
          testId="agro-success"
          actions={
            <Button type="button" onClick={() => open(crypto.randomUUID())} data-testid="agro-next">
              <FormattedMessage id={office ? 'agro.office.next' : 'agro.apply.another'} />
            </Button>
          }
        />
      )}
      {draftId && draft.opened && !isSubmitted(status) && (
        <AgroApplicationForm
          draft={draft}
          allowedDistricts={office && operator ? session.user.district_ids : undefined}
          onValid={async (form) => {
            await draft.submit('agro.apply', { client_record_id: draftId, form });
          }}
        />
      )}
      <SentList kind={kind} onOpen={(id) => open(id)} />
    </section>
  );
}
