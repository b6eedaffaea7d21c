/**
 * What devices pull: each source lists the rows of one type that changed after a server_version and
 * that this user may see. Add one entry per synced type.
 */
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../context.ts';
import { applicationPull } from '../applications/pull.ts';
import { contestApplicationSource } from '../contest/pull.ts';
import { myFlowSource, trainerFlowsSource } from '../flows/pull.ts';

export interface PulledRow {
  id: string | number;
  version: number;
  data: unknown;
  deleted?: boolean;
}

export interface PullSource {
  type: string;
  /** Rows with server_version > since, visible to `user`, ordered by version, at most `limit`. */
  changes(db: Db, user: UserRow, since: number, limit: number): PulledRow[];
}

export const pullSources: PullSource[] = [applicationPull, contestApplicationSource, trainerFlowsSource, myFlowSource];
