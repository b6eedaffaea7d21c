/** The foundation's offices with working hours (GET /api/public/contacts). */
import { FormattedMessage } from 'react-intl';
import { Bullets, PageHeader } from '../../components/ui/content-blocks.tsx';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import type { Answer, client } from '../../lib/api-client.ts';
import { displayPhone, telHref } from '../../lib/phone-mask.ts';
import { useApiData } from '../../lib/use-api-get.ts';

type Contacts = Answer<typeof client.api.public.contacts.$get>['data'];

export function ContactsInfo() {
  const res = useApiData<Contacts>('/public/contacts');
  return (
    <>
      <PageHeader title="foundation.contacts.title" lead="foundation.contacts.lead" />
      <Bullets ids={['home.hours.office', 'home.hours.consultations']} />
      <InfiniteStatus state={res.state} onRetry={res.retry} />
      {res.state === 'loaded' && res.data.length === 0 && <EmptyState />}
      <ul className="cards">
        {res.data?.map((c) => (
          <li key={c.id} className="card">
            <h2>{c.title}</h2>
            <p>{c.address}</p>
            <p>
              <FormattedMessage id="foundation.contacts.hours" values={{ hours: c.working_hours }} />
            </p>
            {c.phone && <a href={telHref(c.phone)}>{displayPhone(c.phone)}</a>}
            {c.responsible && <p>{c.responsible}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
