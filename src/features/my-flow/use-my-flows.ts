/** The applicant's applications and flows as the last pull left them on this device (readable offline). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { MyFlowDoc } from '../../../contract/flows.ts';
import { db } from '../../sync/db.ts';

export const useMyFlows = () =>
  useLiveQuery(async () => (await db.pulled.where('type').equals('my_flow').toArray()).map((r) => r.data as MyFlowDoc));
