import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  page: number;
  lastPage: number;
  total: number;
  /** The count stopped at `total`: more match ("10,000+"), so there is no "of M". */
  capped?: boolean;
  /** The keyset cursor for "Next" (null on the last page); without it, pages go by number. */
  next?: string | null | undefined;
  onPage: (page: number, after?: string) => void;
}

/**
 * Previous / next over a server-paged list, with "page N of M" and the total count. "Next" continues
 * after the last row shown when the list sends a cursor, so rows added meanwhile never shift the pages.
 */
export function Pager({ page, lastPage, total, capped = false, next, onPage }: Props) {
  const hasNext = next === undefined ? page < lastPage : next !== null;
  const intl = useIntl();
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'admin.list.pager' })}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="admin.list.prev" />
      </button>
      <span>
        {capped ? (
          <FormattedMessage id="admin.list.pageOnly" values={{ page }} />
        ) : (
          <FormattedMessage id="admin.list.page" values={{ page, pages: lastPage }} />
        )}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!hasNext}
        onClick={() => onPage(page + 1, next ?? undefined)}
      >
        <FormattedMessage id="admin.list.next" />
      </button>
      <span className="empty">
        <FormattedMessage id={capped ? 'admin.list.totalAtLeast' : 'admin.list.total'} values={{ total }} />
      </span>
    </nav>
  );
}
