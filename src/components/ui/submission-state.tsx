/**
 * The one screen after "Submit", for every form that goes through the outbox: "saved on this device —
 * it will be sent when there is a connection" while the record waits, the form's own success wording
 * (and what only the server can confirm, and the thank-you modal) once the server has it. It follows
 * the record's row live, so the page turns from one to the other by itself when the signal returns.
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DraftStatus } from '../../sync/db.ts';
import { useSession } from '../../lib/session.ts';
import { submissionView } from '../../lib/submission.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Modal } from './modal.tsx';

interface Props {
  status: Extract<DraftStatus, 'queued' | 'sent'>;
  /** The form's success headline (a message id), said only once the server has the record. */
  success: string;
  testId: string;
  /** What the server's acknowledgement makes true: thanks, a booking's outcome, a review status. */
  children?: ReactNode;
  /** What the person can do at once, sent or not: the next person, another request. */
  actions?: ReactNode;
  /** The thank-you modal (message ids), opened once the server has the record, never on a staff tablet. */
  modal?: { title: string; body: string };
  heading?: 'h1' | 'h2' | 'h3';
  /** What the record waits for instead of the connection (a message id), e.g. the person's phone confirmation. */
  waiting?: string | undefined;
}

export function SubmissionState({ status, success, testId, children, actions, modal, heading = 'h2', waiting }: Props) {
  const online = useOnline();
  const roleId = useSession()?.user.role_id;
  const view = submissionView(status, { online, roleId });
  const [closed, setClosed] = useState(false);
  const Heading = heading;
  return (
    <>
      <div
        className={`success-panel submission-${view.headline}`}
        role="status"
        data-testid={testId}
        data-state={status}
      >
        <Heading data-testid="submission-headline">
          <FormattedMessage id={view.headline === 'success' ? success : (waiting ?? 'submission.saved')} />
        </Heading>
        {view.sending && !waiting && (
          <p data-testid="submission-sending">
            <FormattedMessage id="submission.sending" />
          </p>
        )}
        {view.acknowledged && children}
        {actions}
      </div>
      {modal && view.promise && !closed && (
        <Modal title={<FormattedMessage id={modal.title} />} onClose={() => setClosed(true)} testId="thanks-modal">
          <FormattedMessage id={modal.body} tagName="p" />
        </Modal>
      )}
    </>
  );
}
