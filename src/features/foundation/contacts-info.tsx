/** The foundation's offices with working hours (GET /api/public/contacts). */
import { FormattedMessage } from 'react-intl';
import { Bullets, PageHeader } from '../../components/ui/content-blocks.tsx';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import { displayPhone, telHref } from '../../lib/phone-mask.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';

export function ContactsInfo() {
  const res = usePublicQuery('/public/contacts');
  const contacts = res.status === 'ready' ? res.data.data : undefined;
  return (
    <>
      <PageHeader title="foundation.contacts.title" lead="foundation.contacts.lead" />
      <Bullets ids={['home.hours.office', 'home.hours.consultations']} />
      <InfiniteStatus state={res.status === 'ready' ? 'loaded' : res.status} onRetry={res.retry} />
      {contacts?.length === 0 && <EmptyState />}
      <ul className="cards">
        {contacts?.map((c) => (
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
