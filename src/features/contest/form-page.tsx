/** One contest application on this device: the form while it is a draft, the locked view once sent. */
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage } from 'react-intl';
import { db } from '../../sync/db.ts';
import { isSubmitted } from '../../lib/submission.ts';
import { accepting } from './accepting.ts';
import { ContestAccountStep } from './account-step.tsx';
import { AkimForm } from './akim/akim-form.tsx';
import { ProductForm } from './product/product-form.tsx';
import { SentView } from './sent-view.tsx';
import { useContestInfo } from './use-contest-info.ts';

export function ContestFormPage({ draftId, nominationId }: { draftId: string; nominationId?: number | undefined }) {
  const info = useContestInfo();
  const draft = useLiveQuery(async () => (await db.drafts.get(draftId)) ?? null, [draftId]);
  if (info === undefined || draft === undefined) return null;
  const id = (draft?.data as { nomination_id?: number } | undefined)?.nomination_id ?? nominationId;
  const nomination = info?.nominations.find((n) => n.id === Number(id));
  if (!nomination)
    return (
      <section className="page">
        <FormattedMessage id="contest.nomination.not_found" />
      </section>
    );
  const locked = isSubmitted(draft?.status);
  const when = info ? accepting(info.settings, draft !== null) : 'open';
  if (!locked && when !== 'open')
    return (
      <section className="page contest-form">
        <h1>{nomination.title}</h1>
        <p className="notice" role="status" data-testid="contest-closed">
          <FormattedMessage id={when === 'not_open' ? 'contest.window.not_open' : 'contest.closed'} />
        </p>
      </section>
    );
  return (
    <section className="page contest-form">
      <h1>{nomination.title}</h1>
      <ContestAccountStep />
      {draft && isSubmitted(draft.status) ? (
        <SentView draft={{ ...draft, status: draft.status }} />
      ) : nomination.kind === 'akim' ? (
        <AkimForm key={draftId} nomination={nomination} draftId={draftId} />
      ) : (
        <ProductForm key={draftId} nomination={nomination} draftId={draftId} />
      )}
    </section>
  );
}
