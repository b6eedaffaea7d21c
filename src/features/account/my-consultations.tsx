/** "My consultation requests": those sent with the account's phone (the server says why), read online. */
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';

export function MyConsultations({ online }: { online: boolean }) {
  const list = useRead(online ? 'my-consultations' : null, (signal) =>
    read(client.api['my-consultations'].$get(undefined, { init: { signal } })),
  );
  const items = list.data?.data;
  return (
    <section id="consultations" data-testid="my-consultations">
      <h2>
        <FormattedMessage id="account.consultations.title" />
      </h2>
      {!items ? (
        !online && (
          <p>
            <FormattedMessage id="account.consultations.offline" />
          </p>
        )
      ) : items.length === 0 ? (
        <p>
          <FormattedMessage id="account.consultations.empty" />
        </p>
      ) : (
        <ul className="today-list">
          {items.map((r) => (
            <li key={r.id} data-testid="consultation-item">
              <KzDate value={r.created_at} /> · <FormattedMessage id={`consultation.type.${r.consultation_type}`} />{' '}
              <span className="badge" data-testid="consultation-status">
                <FormattedMessage id={`request.status.${r.status}`} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
