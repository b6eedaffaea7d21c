/** `npm start` runs this after the build: see api/start.ts. */
import { startServer } from './start.ts';

await startServer();
