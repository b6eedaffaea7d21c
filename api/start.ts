/** Starts the real server: migrate, ensure an admin, serve the PWA and the API on one port. */
import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { createApp } from './app.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { startReminderSms } from './consultations/reminder-sms.ts';
import { scheduleFinishEndedFlows } from './flows/status.ts';
import { resumeImports } from './imports/queue.ts';
import { resumeTranscodes } from './content/transcode-queue.ts';
import { loadConfig } from './config.ts';
import { serveBuiltApp } from './static.ts';
import { startBackups } from './backup/schedule.ts';
import { startCheckpointer } from './lib/checkpointer.ts';
import { log } from './lib/logger.ts';
import { serveMetrics } from './ops/metrics-listener.ts';
import { gracefulStop } from './stop-server.ts';
import { dropIdleUploads } from './lib/idle-uploads.ts';
import type { Server } from 'node:http';
import type { AnyMutation } from './sync/registry.ts';

export async function startServer(opts: { extraMutations?: AnyMutation[]; onDatabase?: (db: Db) => void } = {}) {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'qaryzsyz.sqlite');
  const db = openDatabase(file);
  opts.onDatabase?.(db);
  const checkpointer = startCheckpointer(db, file);
  const admin = await ensureAdmin(db, config);
  const app = createApp({ db, config, extraMutations: opts.extraMutations ?? [] });
  serveBuiltApp(app, config.distDir);
  // Participants of flows that ended without completing become not_completed: at start, then hourly.
  const flowsTimer = scheduleFinishEndedFlows(db, (e) => {
    // A run cut by a stop (the database closed between its batches) goes on at the next start.
    if (db.$client.open) log.error({ err: e }, 'end-of-flow job failed');
  });
  // Consultation reminders by SMS on the reminder day, when CASE_REMINDER_SMS=1 (off by default).
  const reminderTimer = startReminderSms(db, config);
  // Imports queued or cut off by the last shutdown run again, so no uploaded file is forgotten.
  void resumeImports(db, config.dataDir);
  // Low video variants queued or cut off by the last stop: queued ones run, a cut-off one runs once more.
  void resumeTranscodes(db, { dataDir: config.dataDir, timeoutMs: config.transcodeTimeoutMs });
  // Encrypted backups and their off-site copy, when BACKUP_DIR and BACKUP_RECIPIENTS are set (README).
  const backups = startBackups(db, config);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Qaryzsyz is running at http://localhost:${info.port}/`);
    console.log(`Database: ${file}`);
    if (admin.generatedPassword)
      console.log(`Admin sign-in (shown once, keep it): phone ${admin.phone}, password ${admin.generatedPassword}`);
    else console.log(`Admin sign-in: phone ${admin.phone} at http://localhost:${info.port}/admin/login`);
  });

  dropIdleUploads(server as Server, config.uploadIdleMs);
  const metrics = config.ops.metricsPort ? serveMetrics(app, config.ops.metricsPort) : null;

  const stop = gracefulStop({
    servers: metrics ? [server, metrics] : [server],
    db,
    checkpointer,
    graceMs: config.ops.shutdownGraceMs,
    onStop: [
      () => clearInterval(flowsTimer),
      () => reminderTimer && clearInterval(reminderTimer),
      () => backups?.stop(),
    ],
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
