/**
 * The requests inbox: what the public forms sent, filtered by kind and status, paged on the server by
 * cursor ("Next" continues after the last request shown) with the count stopping at 10,000.
 */
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../../contract/requests.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { EmptyState } from '../../components/ui/list-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { client } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/kz-format.ts';
import type { InboxFilter, loadRequests } from './load-requests.ts';
import { RequestDetails } from './request-details.tsx';

const route = getRouteApi('/{-$locale}/admin/requests');

type Row = Awaited<ReturnType<typeof loadRequests>>['data'][number];

export function RequestsInbox({ filter, onFilter }: { filter: InboxFilter; onFilter: (f: InboxFilter) => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<number | null>(null);
  const router = useRouter();
  const res = route.useLoaderData();
  const rows = res.data;
  const { meta } = res;

  const setStatus = async (row: Row) => {
    setBusy(row.id);
    try {
      await client.api.requests[':id'].status.$post({
        param: { id: String(row.id) },
        json: { status: row.status === 'new' ? 'handled' : 'new' },
      });
      await router.invalidate();
    } catch {
      toast.error(intl.formatMessage({ id: 'common.errors' }));
    } finally {
      setBusy(null);
    }
  };

  const select = (name: 'kind' | 'status', values: readonly string[], prefix: string) => (
    <SelectField
      label={intl.formatMessage({ id: `admin.requests.filter.${name}` })}
      value={filter[name]}
      placeholder={intl.formatMessage({ id: 'admin.requests.filter.all' })}
      options={values.map((v) => ({ value: v, label: intl.formatMessage({ id: `${prefix}.${v}` }) }))}
      onChange={(v) => onFilter({ ...filter, page: 1, after: undefined, [name]: v || undefined })}
    />
  );

  return (
    <section className="page" data-testid="admin-requests">
      <h1>
        <FormattedMessage id="admin.requests.title" />
      </h1>
      <div className="filters">
        {select('kind', REQUEST_KINDS, 'request.kind')}
        {select('status', REQUEST_STATUSES, 'request.status')}
      </div>
      {rows.length === 0 && <EmptyState filtered={Boolean(filter.kind || filter.status)} />}
      <ul className="cards inbox">
        {rows.map((r) => (
          <li key={r.id} className="card" data-testid="request-row">
            <p>
              <strong>
                <FormattedMessage id={`request.kind.${r.kind}`} />
              </strong>{' '}
              · {formatDate(intl, r.created_at, 'dateTime')} · <FormattedMessage id={`request.status.${r.status}`} />
            </p>
            <RequestDetails payload={r.payload} />
            <Button variant="secondary" busy={busy === r.id} onClick={() => void setStatus(r)}>
              <FormattedMessage id={r.status === 'new' ? 'admin.requests.markHandled' : 'admin.requests.markNew'} />
            </Button>
          </li>
        ))}
      </ul>
      <Pager
        page={meta.page}
        lastPage={meta.last_page}
        total={meta.total}
        capped={meta.total_capped}
        next={meta.next}
        onPage={(page, after) => onFilter({ ...filter, page, after })}
      />
    </section>
  );
}
