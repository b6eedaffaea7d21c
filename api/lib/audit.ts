/** Writes the user-action log: every sign-in, create, update, delete and status change goes here. */
import type { Db } from '../../db/client.ts';
import { placeholders, preparedOnce } from '../../db/prepared.ts';
import { userActions } from '../../db/schema.ts';
import type { AuditAction } from '../../contract/user-logs.ts';

export interface AuditEntry {
  action: AuditAction;
  userId: number | null;
  subjectType?: string;
  subjectId?: string | number;
  changedUserId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string;
}

/**
 * Bytes of one entry's `before` or `after`: a changed article in four languages fits; a caller's file
 * content does not belong in the log, and whatever exceeds this is kept as its size alone (issue 34: one
 * spreadsheet cell stored whole in the log made its page answer 255 MB).
 */
export const MAX_AUDIT_JSON = 64 * 1024;

/** What the log keeps instead of a snapshot over MAX_AUDIT_JSON; the user-log page shows the same for old rows. */
export const omittedSnapshot = (bytes: number) => ({ omitted: 'too_large', bytes });

/** Secrets never reach the log, nor snapshots past the size limit. */
const scrub = (v: Record<string, unknown> | null | undefined) => {
  if (!v) return null;
  const { passwordHash: _p, password: _q, ...rest } = v;
  const bytes = Buffer.byteLength(JSON.stringify(rest));
  return bytes > MAX_AUDIT_JSON ? omittedSnapshot(bytes) : rest;
};

const COLUMNS = ['action', 'userId', 'subjectType', 'subjectId', 'changedUserId', 'before', 'after', 'ip'] as const;
/** Every change writes here, so the statement is built once per connection (see db/prepared.ts). */
const insertEntry = preparedOnce((db: Pick<Db, 'insert'>) =>
  db.insert(userActions).values(placeholders(COLUMNS)).prepare(),
);

export function audit(db: Pick<Db, 'insert'>, e: AuditEntry) {
  insertEntry(db).run({
    action: e.action,
    userId: e.userId,
    subjectType: e.subjectType ?? null,
    subjectId: e.subjectId === undefined ? null : String(e.subjectId),
    changedUserId: e.changedUserId ?? null,
    before: scrub(e.before),
    after: scrub(e.after),
    ip: e.ip ?? null,
  } satisfies Record<(typeof COLUMNS)[number], unknown>);
}
