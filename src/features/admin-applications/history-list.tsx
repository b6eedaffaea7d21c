/** The application's change history: who changed what, when, from which value to which. */
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import type { ApplicationHistoryEntry } from '../../../contract/application-values.ts';
import { SupersededLine, supersededIn } from './superseded-record.tsx';

const show = (v: Record<string, unknown> | null) =>
  v
    ? Object.entries(v)
        .filter(([, x]) => typeof x !== 'object' || x === null)
        .map(([k, x]) => `${k}: ${x === null ? '—' : String(x)}`)
        .join(', ')
    : '';

const ACTIONS = new Set([
  'application.create',
  'application.status',
  'application.flow_attach',
  'application.flow_detach',
  'application.delete',
  'registration.submit',
  'registration.supersede',
  'flow.attach',
  'flow.fill',
  'flow.detach',
]);

export function HistoryList({ entries }: { entries: ApplicationHistoryEntry[] }) {
  const intl = useIntl();
  const actionName = (a: string) =>
    ACTIONS.has(a) ? intl.formatMessage({ id: `applications.action.${a.replace('.', '_')}` }) : a;
  return (
    <section data-testid="application-history">
      <h2>
        <FormattedMessage id="applications.history.title" />
      </h2>
      <ol className="history-list">
        {entries.map((e, i) => {
          const superseded = supersededIn(e.after);
          return (
            <li key={e.id ?? `created-${i}`}>
              <KzDate value={e.created_at} show="shortDateTime" /> · <strong>{actionName(e.action)}</strong> ·{' '}
              {e.user_name ?? <FormattedMessage id="applications.history.system" />}
              {(show(e.before) || show(e.after)) && (
                <div className="history-change">
                  <FormattedMessage
                    id="applications.history.change"
                    values={{ before: show(e.before) || '—', after: show(e.after) || '—' }}
                  />
                </div>
              )}
              {superseded && <SupersededLine record={superseded} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
