import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  page: number;
  lastPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next over a server-paged list, with "page N of M" and the total count. */
export function Pager({ page, lastPage, total, onPage }: Props) {
  const intl = useIntl();
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'admin.list.pager' })}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="admin.list.prev" />
      </button>
      <span>
        <FormattedMessage id="admin.list.page" values={{ page, pages: lastPage }} />
      </span>
      <button type="button" className="btn btn-secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="admin.list.next" />
      </button>
      <span className="empty">
        <FormattedMessage id="admin.list.total" values={{ total }} />
      </span>
    </nav>
  );
}
