import { startServer } from '../support/server.ts';

/** One server for the suite, on a free port with a temporary DATA_DIR; tests create their own data. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
