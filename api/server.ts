/** `npm start`: migrate the database, make sure an admin exists, serve the PWA and the API on one port. */
import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { createApp } from './app.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { loadConfig } from './config.ts';
import { serveBuiltApp } from './static.ts';

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = openDatabase(join(config.dataDir, 'qaryzsyz.sqlite'));
const admin = await ensureAdmin(db, config);
const app = createApp({ db, config });
serveBuiltApp(app, config.distDir);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Qaryzsyz is running at http://localhost:${info.port}/`);
  console.log(`Database: ${join(config.dataDir, 'qaryzsyz.sqlite')}`);
  if (admin.generatedPassword) {
    console.log(`Admin sign-in (shown once, keep it): phone ${admin.phone}, password ${admin.generatedPassword}`);
  } else {
    console.log(`Admin sign-in: phone ${admin.phone} at http://localhost:${info.port}/admin/login`);
  }
});

const stop = () => {
  server.close();
  db.$client.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
