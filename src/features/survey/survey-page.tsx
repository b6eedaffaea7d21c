/**
 * `/survey/<id>`: one survey for whoever opens it — anyone by the public link (anonymous, with
 * consent), an applicant in their account (answers as themselves), or a trainer in a flow
 * (`?flow=<id>`) passing one tablet from respondent to respondent, offline: each respondent is a new
 * draft, its own record, sent once through the outbox whenever there is a connection.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { labelIn } from '../../../contract/survey.ts';
import { Button } from '../../components/ui/button.tsx';
import { SubmissionState } from '../../components/ui/submission-state.tsx';
import { db } from '../../sync/db.ts';
import { useSession } from '../../lib/session.ts';
import { isSubmitted } from '../../lib/submission.ts';
import { openElsewhere, setTabDraft, tabDraft } from '../../lib/tab-drafts.ts';
import { useOnline } from '../../lib/use-online.ts';
import { KeptAnswers } from './kept-answers.tsx';
import { SurveyForm } from './survey-form.tsx';
import { useSurveyDefinition } from './use-survey-definition.ts';
import './survey.css';

const COLLECTORS: number[] = [ROLES.trainer, ROLES.admin];

interface Props {
  id: number;
  draftId: string | undefined;
  flowId: number | undefined;
}

export function SurveyPage({ id, draftId, flowId }: Props) {
  const intl = useIntl();
  const session = useSession();
  const online = useOnline();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const survey = useSurveyDefinition(id);
  const inFlow = flowId !== undefined && !!session && COLLECTORS.includes(session.user.role_id);
  const self = session?.user.role_id === ROLES.applicant;
  const kind = inFlow ? `survey.${id}.flow.${flowId}` : `survey.${id}`;
  const row = useLiveQuery(() => (draftId ? db.drafts.get(draftId) : undefined), [draftId]);
  const status = row?.status;
  const collected = useLiveQuery(
    () =>
      db.drafts
        .where('kind')
        .equals(kind)
        .filter((d) => d.status === 'queued' || d.status === 'sent')
        .count(),
    [kind],
  );

  const open = (draft: string, replace = false) => {
    setTabDraft(kind, draft);
    void navigate({
      to: '/{-$locale}/survey/$id',
      params: { locale, id },
      search: { draft, ...(flowId ? { flow: flowId } : {}) },
      replace,
    });
  };
  // No draft in the URL: continue the one this tab left open, or start a blank one.
  useEffect(() => {
    if (draftId) return;
    void (async () => {
      const last = tabDraft(kind);
      const prev = last ? await db.drafts.get(last) : undefined;
      const resumable = prev && prev.status !== 'queued' && prev.status !== 'sent' && !(await openElsewhere(prev.id));
      open(resumable ? prev.id : crypto.randomUUID(), true);
    })();
  }, [draftId, kind]); // eslint-disable-line react-hooks/exhaustive-deps

  if (survey === undefined) return <section className="page" aria-busy="true" />;
  if (survey === null)
    return (
      <section className="page">
        <p role="alert" data-testid="survey-unavailable">
          <FormattedMessage id={online ? 'survey.run.closed' : 'survey.run.not_saved'} />
        </p>
        {/* Answers given before this device learnt of the withdrawal stay on it, to be handed over. */}
        {row && row.status !== 'sent' && <KeptAnswers />}
      </section>
    );
  return (
    <section className="page survey-page" data-testid="survey-page">
      <h1>{labelIn(survey.title, intl.locale)}</h1>
      {inFlow && (
        <p className="field-hint" data-testid="survey-collected">
          <FormattedMessage id="survey.run.collected" values={{ count: collected ?? 0 }} />
        </p>
      )}
      {isSubmitted(status) ? (
        <SubmissionState
          status={status}
          success="survey.run.thanks"
          testId="survey-done"
          actions={
            (inFlow || !self) && (
              <Button type="button" onClick={() => open(crypto.randomUUID())} data-testid="survey-next">
                <FormattedMessage id={inFlow ? 'survey.run.next_respondent' : 'survey.run.again'} />
              </Button>
            )
          }
        >
          <p>
            <FormattedMessage id="survey.run.sent" />
          </p>
        </SubmissionState>
      ) : (
        draftId && (
          <SurveyForm
            key={draftId}
            survey={survey}
            draftId={draftId}
            kind={kind}
            flowId={inFlow ? flowId : undefined}
            self={self}
          />
        )
      )}
    </section>
  );
}
