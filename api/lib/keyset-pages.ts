/**
 * Every row of a long query for an export, read in pages by descending id. Not one better-sqlite3
 * `.iterate()` cursor: a download streams for as long as the link takes, and an open cursor makes the
 * server's one connection refuse every other statement meanwhile. Keyset paging (id < last seen)
 * keeps page 200 as cheap as page 1, and memory at one page.
 */
export function* keysetPages<R>(
  page: (beforeId: number, size: number) => R[],
  idOf: (row: R) => number,
  size = 500,
): Generator<R> {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = page(before, size);
    yield* rows;
    if (rows.length < size) return;
    before = idOf(rows[rows.length - 1]!);
  }
}
