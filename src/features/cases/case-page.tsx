/**
 * One case on the lawyer's tablet (/admin/consultations/{id}): the person and the problem, the status,
 * outcome and dates the server set, the timeline (notes, status and outcome changes, field edits,
 * reminders), the documents with their checklist, and the forms for an outcome, a document and a note. Changes waiting to be sent are listed as such.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { formatDate } from '../../lib/kz-format.ts';
import { translateError } from '../../components/ui/field-error.tsx';
import { CaseClockFacts } from './case-clock.tsx';
import { fieldName, fieldValue } from './field-words.ts';
import { CountsForm } from './counts-form.tsx';
import { caseTimeline } from './timeline.ts';
import { WaitingClient } from './waiting-client.tsx';
import { findCase, useLocalCases } from './local-cases.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { NoteForm } from './note-form.tsx';
import { OutcomeForm } from './outcome-form.tsx';

export function CasePage({ caseKey }: { caseKey: string }) {
  const intl = useIntl();
  const cases = useLocalCases();
  if (!cases) return null;
  const c = findCase(cases, caseKey);
  if (!c)
    return (
      <section className="page">
        <p className="empty">
          <FormattedMessage id="cases.errors.not_found" />
        </p>
      </section>
    );
  const fact = (id: string, value: string | null) =>
    value && (
      <>
        <dt>
          <FormattedMessage id={id} />
        </dt>
        <dd data-testid={id}>{value}</dd>
      </>
    );
  return (
    <section className="page" data-testid="case-page">
      <h1>{c.title}</h1>
      <dl>
        {fact('cases.field.name', c.name)}
        {fact('cases.field.iin', c.iin)}
        {fact('cases.field.phone', c.phone)}
        {fact('cases.field.type', intl.formatMessage({ id: `consultation.type.${c.type}` }))}
        {fact('cases.field.status', intl.formatMessage({ id: `consultation.status.${c.status}` }))}
        {fact('cases.field.outcome', c.outcome && intl.formatMessage({ id: `cases.outcome.${c.outcome}` }))}
        {fact('cases.field.remind_at', c.remind_at && formatDate(intl, c.remind_at))}
        {fact('cases.field.filing_date', c.filing_date && formatDate(intl, c.filing_date))}
        {fact('cases.field.problem', c.problem)}
        {fact('cases.field.help', c.help)}
      </dl>
      {c.id !== null && (
        <>
          <CaseClockFacts c={c} />
          <WaitingClient c={c} />
        </>
      )}
      {c.duplicate_of !== null && (
        <p className="notice" role="status">
          <FormattedMessage id="cases.intake.duplicate" />
        </p>
      )}
      {c.pending.length > 0 && (
        <div className="notice" role="status" data-testid="case-waiting">
          <FormattedMessage id="cases.waiting" values={{ count: c.pending.length }} />
          <ul>
            {c.pending.map((d) => (
              <li key={d.id}>
                <FormattedMessage id={`cases.pending.${d.kind.replace('cases.', '')}`} />
                {d.status === 'rejected' && (
                  <>
                    {' — '}
                    <FormattedMessage id="cases.pending.rejected" />
                    {': '}
                    <span data-testid="case-refusal">
                      {Object.values(d.errors ?? {})
                        .flat()
                        .map((id) => translateError(intl, id))
                        .join(' ')}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.id !== null && <OutcomeForm c={c} />}
      {c.id !== null && (
        <>
          <CountsForm c={c} group="arrests" />
          <CountsForm c={c} group="debt_help" />
        </>
      )}
      <DocumentsPanel c={c} />
      <h2>
        <FormattedMessage id="cases.timeline.title" />
      </h2>
      <ol className="timeline" data-testid="case-timeline">
        {caseTimeline(c).map((e) => (
          <li key={e.key}>
            <KzDate value={e.at} show="dateTime" />{' '}
            <FormattedMessage
              id={e.label}
              values={{
                ...e.values,
                ...(e.change && {
                  field: fieldName(intl, e.change.field),
                  value: fieldValue(intl, e.change.field, e.change.value),
                }),
                // Calendar days in the values (a reminder's) are read as dates, not as "2026-12-01".
                ...(e.values.date && { date: formatDate(intl, e.values.date) }),
                ...(e.values.remind && { remind: formatDate(intl, e.values.remind) }),
                ...(e.values.outcome && { outcome: intl.formatMessage({ id: `cases.outcome.${e.values.outcome}` }) }),
                ...(e.values.document_type && {
                  type: intl.formatMessage({ id: `document.type.${e.values.document_type}` }),
                }),
              }}
            />{' '}
            {e.who && <span>· {e.who}</span>}
            {e.text && <p>{e.text}</p>}
          </li>
        ))}
      </ol>
      <NoteForm caseUuid={c.uuid} />
    </section>
  );
}
