/**
 * One snapshot of the live database in a process of its own, for the `backup` figure: says `started`, takes
 * it by the method given, then prints its time as JSON. The server meanwhile takes pushes.
 */
import { snapshotDatabase } from '../../api/backup/snapshot.ts';
import type { SnapshotMethod } from '../../api/config.ts';

const [source, dest, method] = process.argv.slice(2) as [string, string, SnapshotMethod];
console.log('started');
const t = performance.now();
await snapshotDatabase(source, dest, method);
console.log(JSON.stringify({ ms: performance.now() - t }));
