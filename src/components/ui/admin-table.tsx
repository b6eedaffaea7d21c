/**
 * The frame every server-paged admin list shares — the load error, the empty notice, the table and the
 * pager — so a list page only says what its columns and rows are. On a phone the table becomes a card per
 * row (admin.css), each cell under its column's name, so nothing — least of all a row's buttons — lies
 * past the screen's edge.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureNote } from './attempt.tsx';
import { Pager } from './pager.tsx';

/**
 * A card shows each cell under its column's name. The names are the header cells' own text, copied onto
 * the cells after each render, so the lists keep writing `head` and `row` as plain table markup.
 */
function useCellLabels(cards = true) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (!cards) return; // a grid's cells keep no labels (and a long editable grid is not walked per keystroke)
    const heads = [...(table.current?.tHead?.rows[0]?.cells ?? [])].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.current?.tBodies[0]?.rows ?? [])
      [...row.cells].forEach((cell, i) => cell.setAttribute('data-label', heads[i] ?? ''));
  }); // every render: the rows and the header's language may both have changed
  return table;
}

interface CardTableProps<T> {
  rows: readonly T[];
  /** The header cells: `<th>`s, or `columnHeads(...)`. */
  head: ReactNode;
  row: (item: T, index: number) => ReactNode;
  /** What a screen reader calls the scrolling region; "Table (scrolls sideways)" without it. */
  label?: string | undefined;
  testId?: string | undefined;
  /** Said instead of an empty table; without it an empty list still shows its header. */
  emptyId?: string | undefined;
  /** A `<tfoot>` row (totals). */
  foot?: ReactNode;
  /**
   * False for a table that only reads as a grid (a cross-tabulation, a totals footer): it keeps its rows
   * on a phone and scrolls sideways instead of becoming cards.
   */
  cards?: boolean;
}

/**
 * One table of rows in an admin page, paged or not: the named scroll region, the header, a row per item and,
 * below 720 px, a card per row (see the file's opening comment).
 */
export function CardTable<T>({ rows, head, row, label, testId, emptyId, foot, cards = true }: CardTableProps<T>) {
  const table = useCellLabels(cards);
  const intl = useIntl();
  if (rows.length === 0 && emptyId)
    return (
      <p className="empty" data-testid="list-empty">
        <FormattedMessage id={emptyId} />
      </p>
    );
  return (
    // A table wider than the screen scrolls: a keyboard reaches it as a named region (axe).
    <div
      className="table-wrap"
      tabIndex={0}
      role="region"
      aria-label={label ?? intl.formatMessage({ id: 'admin.table.scroll' })}
    >
      <table className={cards ? 'admin-table admin-cards' : 'admin-table'} data-testid={testId} ref={table}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}

/** A page's or a list's failed load, in the server's words. */
export function LoadError({ error }: { error: { message: string } | undefined }) {
  return <FailureNote text={error?.message} />;
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
  return (
    <>
      <LoadError error={list.error} />
      {page && <CardTable rows={page} emptyId={emptyId} head={head} row={row} testId={testId} />}
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
