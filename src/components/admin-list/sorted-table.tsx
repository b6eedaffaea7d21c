/** A server-paged admin list whose columns sort: its sort, order and page live in the URL's search. */
import type { ReactNode } from 'react';
import { AdminTable, sortableHeads } from '../ui/admin-table.tsx';
import { currentSort, nextSort, type SortedSearch } from './list-query.ts';
import './sorted-table.css';

interface Props<T, S extends string, Q extends SortedSearch<S>> {
  /** The route's loader data (its rows name the type of `row`'s item). */
  list: Parameters<typeof AdminTable<T>>[0]['list'] & { data?: { data: T[] } | undefined };
  query: Q;
  onQuery: (q: Q) => void;
  /** The columns; each named by the message id `prefix + key`, sortable when it names its sort. */
  prefix: string;
  columns: readonly { key: string; sort?: S }[];
  emptyId: string;
  row: (item: T) => ReactNode;
}

export function SortedTable<T, S extends string, Q extends SortedSearch<S>>({
  list,
  query,
  onQuery,
  prefix,
  columns,
  emptyId,
  row,
}: Props<T, S, Q>) {
  return (
    <AdminTable
      list={list}
      emptyId={emptyId}
      head={sortableHeads(prefix, columns, currentSort(query), (c) => onQuery(nextSort(query, c)))}
      row={row}
      onPage={(page, after) => onQuery({ ...query, page, after })}
    />
  );
}
