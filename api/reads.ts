/**
 * Every long read the API hands to the read workers (api/lib/read-pool.ts), put together from the domains'
 * own `reads.ts`: each is a pure function of a read-only connection and plain arguments, so it runs the same
 * in a worker or inline. Streams are whole downloads, read, formatted and encoded in the worker a chunk at a
 * time. Their names and types are registered in api/lib/read-registry.ts, which is what the request context
 * sees; this composition root, like api/app.ts, is the one place that imports every domain's reads.
 */
import type { Db } from '../db/handle.ts';
import { agroReads, agroStreams } from './agro/reads.ts';
import { applicationReads, applicationStreams } from './applications/reads.ts';
import { caseReads } from './consultations/reads.ts';
import { contestReads } from './contest/reads.ts';
import { dashboardReads } from './dashboard/reads.ts';
import { flowReads } from './flows/reads.ts';
import { learningReads } from './learning/reads.ts';
import type { Reads, Streams } from './lib/read-registry.ts';
import { propertyReads, propertyStreams } from './property/reads.ts';
import { reportReads } from './reports/reads.ts';
import { requestReads } from './requests/reads.ts';
import { surveyReads } from './surveys/reads.ts';
import { userLogReads } from './user-logs/reads.ts';
import { userReads } from './users/reads.ts';

// Typed as the registry: a read a domain registers but this list misses fails the type check.
const READS: Reads = {
  ...applicationReads,
  ...agroReads,
  ...caseReads,
  ...contestReads,
  ...dashboardReads,
  ...flowReads,
  ...learningReads,
  ...propertyReads,
  ...reportReads,
  ...requestReads,
  ...surveyReads,
  ...userLogReads,
  ...userReads,
};

const STREAMS: Streams = { ...applicationStreams, ...agroStreams, ...propertyStreams };

export type { Reads, Streams };

type Any = (db: Db, args: unknown) => unknown;

/** The reads and streams on one connection: a worker's read-only one, or the writer's when inline. */
export const readsOn = (db: Db) => ({
  read: (name: string, args: unknown) => (READS[name as keyof Reads] as Any)(db, args),
  open: (name: string, args: unknown) =>
    (STREAMS[name as keyof Streams] as Any)(db, args) as ReturnType<Streams[keyof Streams]>,
});
