/**
 * LIKE on text a person typed: `%` and `_` in the search are the characters themselves, not
 * wildcards, so "100%" finds "100%" and "_" does not match every name.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `column LIKE before || text || after ESCAPE '\'`, the text escaped; `before`/`after` are '%' or ''. */
export const likeText = (column: SQLWrapper, text: string, before: '%' | '' = '%', after: '%' | '' = '%'): SQL =>
  sql`${column} LIKE ${before + escapeLike(text) + after} ESCAPE '\\'`;
