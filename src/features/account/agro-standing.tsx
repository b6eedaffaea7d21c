/**
 * The applicant's agro applications and where each stands (sent from this account, or typed at an
 * office under their IIN); kept on the device, so the account shows the last known status offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { agroLabel } from '../../../contract/agro.ts';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { client, read, type Answer } from '../../lib/api-client.ts';
import { db } from '../../sync/db.ts';

type Mine = Answer<typeof client.api.agro.mine.$get>['data'];
const key = (userId: number) => `agro-mine:${userId}`;

export function AgroStanding({ userId }: { userId: number }) {
  const intl = useIntl();
  useEffect(() => {
    read(client.api.agro.mine.$get())
      .then(({ data }) => db.meta.put({ key: key(userId), value: data }))
      .catch(() => undefined); // offline: the saved copy serves
  }, [userId]);
  const mine = useLiveQuery(async () => (await db.meta.get(key(userId)))?.value as Mine | undefined, [userId]);
  if (!mine?.length) return null;
  return (
    <>
      <h2>
        <FormattedMessage id="agro.mine.title" />
      </h2>
      <ul className="today-list" data-testid="my-agro-applications">
        {mine.map((a) => (
          <li key={a.id}>
            <KzDate value={a.created_at} />{' '}
            {a.courses.map((c) => intl.formatMessage({ id: agroLabel('courseName', c) })).join(', ')}{' '}
            <span className="badge" data-testid="agro-mine-status">
              {intl.formatMessage({ id: agroLabel('status', a.status) })}
            </span>
            {a.status_reason && (
              <span className="status-reason">
                {' '}
                <FormattedMessage id="account.applications.reason" values={{ reason: a.status_reason }} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
