/** The real server plus the test-only mutations, for the sync fault-injection suite. */
import { startServer } from '../../api/start.ts';
import { createTestTables, testMutations } from './test-mutations.ts';

await startServer({ extraMutations: testMutations, onDatabase: createTestTables });
