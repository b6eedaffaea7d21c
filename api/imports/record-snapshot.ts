/**
 * An applicant's stored rows exactly as SQLite holds them (users, applicant_profiles, the application),
 * read and written back column by column (and an agro application's row the same way, targets/agro.ts). Raw values, not drizzle's mapped ones, so that a snapshot
 * restored by an undo is the same bytes as before, dates and booleans included (ADR 084).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { RecordSnapshot } from '../../db/schema.ts';

const TABLES = {
  user: ['users', 'id'],
  profile: ['applicant_profiles', 'user_id'],
  application: ['applications', 'id'],
  agro: ['agro_applications', 'id'],
  unit: ['property_units', 'id'],
} as const;

const rawRow = (tx: Tx, table: string, key: string, id: number) =>
  tx.get<Record<string, unknown> | undefined>(
    sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(key)} = ${id}`,
  ) ?? null;

export function snapshot(tx: Tx, userId: number, applicationId: number | null): RecordSnapshot | null {
  const user = rawRow(tx, 'users', 'id', userId);
  if (!user) return null;
  // An import never sets a password: the hash is neither kept in a snapshot nor written back by an undo.
  delete user.password_hash;
  return {
    user,
    profile: rawRow(tx, 'applicant_profiles', 'user_id', userId),
    application: applicationId === null ? null : rawRow(tx, 'applications', 'id', applicationId),
  };
}

/** Writes raw column values into one row (an update's changes, or an undo's restore). */
export function writeRaw(tx: Tx, part: keyof typeof TABLES, id: number, values: Record<string, unknown>) {
  const [table, key] = TABLES[part];
  const sets = Object.entries(values)
    .filter(([col]) => col !== key)
    .map(([col, v]) => sql`${sql.identifier(col)} = ${v as string | number | null}`);
  if (!sets.length) return;
  tx.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)} WHERE ${sql.identifier(key)} = ${id}`);
}

export function deleteRaw(tx: Tx, part: keyof typeof TABLES, id: number) {
  const [table, key] = TABLES[part];
  tx.run(sql`DELETE FROM ${sql.identifier(table)} WHERE ${sql.identifier(key)} = ${id}`);
}

/** Same stored values (JSON round trip, as snapshots are kept). */
export const sameRow = (a: Record<string, unknown> | null, b: Record<string, unknown> | null) =>
  JSON.stringify(a) === JSON.stringify(b);
