/**
 * Every row of a long query for an export, the one way all downloads read: the matching ids first, in
 * the list's own order, then the rows in pages of `size` looked up by id. Not one better-sqlite3
 * `.iterate()` cursor: a download streams for as long as the link takes, and an open cursor makes the
 * server's one connection refuse every other statement meanwhile (a second connection would be a
 * second strategy to keep right). Any ORDER BY works, each row comes once, memory stays at the ids
 * and one page.
 */
export function* idPages<R>(
  ids: readonly number[],
  load: (ids: number[]) => R[],
  idOf: (row: R) => number,
  size = 500,
): Generator<R> {
  for (let i = 0; i < ids.length; i += size) {
    const chunk = ids.slice(i, i + size);
    const byId = new Map(load(chunk).map((row) => [idOf(row), row]));
    for (const id of chunk) {
      const row = byId.get(id);
      // Gone since the ids were read (or the server is shutting down): the download goes on without it.
      if (row) yield row;
    }
  }
}
