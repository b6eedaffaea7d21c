/** The person's consultation cases: status and the next date the lawyer set, never the lawyer's notes. */
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { client, read } from '../../lib/api-client.ts';
import { useRead } from '../../lib/use-read.ts';

export function MyCases({ online }: { online: boolean }) {
  const list = useRead(online ? 'my-cases' : null, (signal) =>
    read(client.api.consultations.mine.$get(undefined, { init: { signal } })),
  );
  const items = list.data?.data;
  if (!items || items.length === 0) return null;
  return (
    <section data-testid="my-cases">
      <h2>
        <FormattedMessage id="cases.mine.title" />
      </h2>
      <ul className="today-list">
        {items.map((c) => (
          <li key={c.id} data-testid="my-case">
            <FormattedMessage id={`consultation.type.${c.type}`} /> ·{' '}
            <span className="badge">
              <FormattedMessage id={`consultation.status.${c.status}`} />
            </span>
            {c.next_date && (
              <>
                {' '}
                <FormattedMessage id="cases.mine.next_date" values={{ date: <KzDate value={c.next_date} /> }} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
