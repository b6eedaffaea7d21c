/** The route loader of the requests inbox: one page for the URL's kind and status filters. */
import type { REQUEST_KINDS, REQUEST_STATUSES } from '../../../api/schemas/requests.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';

export interface InboxFilter {
  page: number;
  kind?: (typeof REQUEST_KINDS)[number] | undefined;
  status?: (typeof REQUEST_STATUSES)[number] | undefined;
}

export const PER_PAGE = 20;

export const loadRequests = (f: InboxFilter) =>
  read(client.api.requests.$get({ query: toQuery({ ...f, per_page: PER_PAGE }) }));
