/**
 * The applications sent from this device and where each stands: waiting on the device, sent, or
 * needing attention; for those the server holds, its status (asked by the records' ids, so a villager
 * without an account sees it too).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { agroLabel } from '../../../contract/agro.ts';
import { readRoute } from '../../lib/api.ts';
import { db } from '../../sync/db.ts';
import { useRead } from '../../lib/use-read.ts';

export function SentList({ kind, onOpen }: { kind: string; onOpen(id: string): void }) {
  const intl = useIntl();
  const rows = useLiveQuery(
    () =>
      db.drafts
        .where('kind')
        .equals(kind)
        .filter((d) => d.status !== 'draft')
        .reverse()
        .sortBy('createdAt'),
    [kind],
  );
  const sent = (rows ?? []).filter((d) => d.status === 'sent').map((d) => d.id);
  const standing = useRead(sent.length ? `agro-standing:${sent.join(',')}` : null, (signal) =>
    readRoute('/agro/standing', { query: { ids: sent.slice(0, 50).join(',') } }, signal),
  );
  const byId = new Map((standing.data?.data ?? []).map((s) => [s.client_record_id, s]));
  if (!rows?.length) return null;
  return (
    <section className="today" aria-labelledby="agro-sent-title">
      <h2 id="agro-sent-title">
        <FormattedMessage id="agro.sent.title" />
      </h2>
      <ul className="today-list" data-testid="agro-sent">
        {rows.map((d) => {
          const s = byId.get(d.id);
          const name = (d.data as { fio?: string } | undefined)?.fio?.trim();
          return (
            <li key={d.id} data-testid="agro-sent-item" data-state={d.status}>
              <span className="today-name">{name || intl.formatMessage({ id: 'agro.sent.unnamed' })}</span>
              <span className={`badge badge-${d.status}`}>
                <FormattedMessage id={`registration.state.${d.status}`} />
              </span>
              {s && (
                <span className="badge" data-testid="agro-standing">
                  {intl.formatMessage({ id: agroLabel('status', s.status) })}
                  {s.status_reason ? ` — ${s.status_reason}` : ''}
                </span>
              )}
              {d.status === 'rejected' && (
                <button type="button" className="btn btn-secondary" onClick={() => onOpen(d.id)}>
                  <FormattedMessage id="agro.sent.open" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
