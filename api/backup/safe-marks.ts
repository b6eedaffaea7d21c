/**
 * Raises each device's safe mark (`sync_clients.safe_mutation_id`) to what a verified off-site backup holds:
 * up to there a device may forget what it sent. In chunks of a few thousand rows, each its own short
 * transaction with the event loop free between them, so pushes never wait long behind it; never lowered.
 */
import type Database from 'better-sqlite3';

const CHUNK = 2000;

export async function applySafeMarks(db: Database.Database, devices: [string, number][]): Promise<number> {
  const raise = db.prepare('UPDATE sync_clients SET safe_mutation_id = ? WHERE client_id = ? AND safe_mutation_id < ?');
  const chunk = db.transaction((rows: [string, number][]) => {
    let n = 0;
    for (const [clientId, mark] of rows) n += raise.run(mark, clientId, mark).changes;
    return n;
  });
  let raised = 0;
  for (let i = 0; i < devices.length; i += CHUNK) {
    raised += chunk(devices.slice(i, i + CHUNK));
    await new Promise((r) => setImmediate(r));
  }
  return raised;
}
