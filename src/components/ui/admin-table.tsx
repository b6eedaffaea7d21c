/**
 * The frame every server-paged admin list shares — the load error, the empty notice, the table and the
 * pager — so a list page only says what its columns and rows are. On a phone the table becomes a card per
 * row (admin.css), each cell under its column's name, so nothing — least of all a row's buttons — lies
 * past the screen's edge.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pager } from './pager.tsx';

/**
 * A card shows each cell under its column's name. The names are the header cells' own text, copied onto
 * the cells after each render, so the lists keep writing `head` and `row` as plain table markup.
 */
function useCellLabels() {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const heads = [...(table.current?.tHead?.rows[0]?.cells ?? [])].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.current?.tBodies[0]?.rows ?? [])
      [...row.cells].forEach((cell, i) => cell.setAttribute('data-label', heads[i] ?? ''));
  }); // every render: the rows and the header's language may both have changed
  return table;
}

/**
 * Our APIs name the page `page` or, as the seed's do, `current_page`. Lists that grow with the programme
 * also send `next` (the keyset cursor of "Next") and `total_capped` (counting stopped at 10,000).
 */
type Meta = { last_page: number; total: number; next?: string | null; total_capped?: boolean } & (
  { page: number } | { current_page: number }
);

interface Props<T> {
  /** A route's loader data, or a request's state (a load error then shows above the table). */
  list: { data?: { data: T[]; meta?: Meta } | undefined; error?: { message: string } | undefined };
  emptyId: string;
  /** The header cells: `<th>`s, or `columnHeads(...)`. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  /** `after` is the cursor to send with the next page, when the list gives one; none for a list in one page. */
  onPage?: (page: number, after?: string) => void;
  testId?: string;
}

export function AdminTable<T>({ list, emptyId, head, row, onPage, testId }: Props<T>) {
  const page = list.data?.data;
  const meta = list.data?.meta;
  const table = useCellLabels();
  const intl = useIntl();
  return (
    <>
      {list.error && (
        <p className="field-error" role="alert">
          {list.error.message}
        </p>
      )}
      {page?.length === 0 && (
        <p className="empty" data-testid="list-empty">
          <FormattedMessage id={emptyId} />
        </p>
      )}
      {page && page.length > 0 && (
        // A table wider than the screen scrolls: a keyboard reaches it as a named region (axe).
        <div
          className="table-wrap"
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage({ id: 'admin.table.scroll' })}
        >
          <table className="admin-table admin-cards" data-testid={testId} ref={table}>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{page.map(row)}</tbody>
          </table>
        </div>
      )}
      {meta && onPage && (
        <Pager
          page={'page' in meta ? meta.page : meta.current_page}
          lastPage={meta.last_page}
          total={meta.total}
          capped={meta.total_capped ?? false}
          next={meta.next}
          onPage={onPage}
        />
      )}
    </>
  );
}

/** Plain header cells, each labelled by the catalog id `prefix + column`. */
export const columnHeads = (prefix: string, columns: readonly string[]) =>
  columns.map((c) => (
    <th key={c} scope="col">
      <FormattedMessage id={`${prefix}${c}`} />
    </th>
  ));

/**
 * Header cells where a sortable column is a button: the active one carries `aria-sort` and an arrow.
 * Labels are the catalog ids `prefix + key`.
 */
export function sortableHeads<S extends string>(
  prefix: string,
  columns: readonly { key: string; sort?: S }[],
  current: { sort: S; order: 'ASC' | 'DESC' },
  onSort: (column: S) => void,
) {
  const { sort, order } = current;
  return columns.map((c) => (
    <th
      key={c.key}
      scope="col"
      aria-sort={c.sort === sort ? (order === 'ASC' ? 'ascending' : 'descending') : undefined}
    >
      {c.sort ? (
        <button type="button" className="sort-button" onClick={() => onSort(c.sort!)}>
          <FormattedMessage id={`${prefix}${c.key}`} />
          {c.sort === sort ? (order === 'ASC' ? ' ▲' : ' ▼') : ''}
        </button>
      ) : (
        <FormattedMessage id={`${prefix}${c.key}`} />
      )}
    </th>
  ));
}
