/**
 * A data directory with real records and uploaded files for the backup tests: a test app whose operator's
 * device pushes registrations, a file in uploads/ as a completed upload leaves it, and an age key pair.
 */
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeBackup } from '../../api/backup/take.ts';
import { files } from '../../db/schema.ts';
import { device } from './push.ts';
import { KOKSHETAU, registrationForm } from './registration-data.ts';
import { makeTestApp } from './test-app.ts';

export async function ageKeys() {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

export const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `qaryzsyz-${label}-`));

export async function dataWithRecords(records: number) {
  const t = makeTestApp();
  const op = await t.userWithRole('operator', { districtIds: [KOKSHETAU] });
  const tablet = device(t, op.token);
  for (let i = 0; i < records; i++) {
    const r = await tablet.push('registration.submit', {
      client_record_id: crypto.randomUUID(),
      form: registrationForm(),
    });
    if (r.status !== 'applied') throw new Error(`push: ${JSON.stringify(r)}`);
  }
  const photo = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
  const id = crypto.randomUUID();
  mkdirSync(join(t.dir, 'uploads'), { recursive: true });
  writeFileSync(join(t.dir, 'uploads', id), photo);
  t.db
    .insert(files)
    .values({
      id,
      ownerId: op.user.id,
      kind: 'photo',
      name: 'p.jpg',
      mime: 'image/jpeg',
      size: photo.length,
      sha256: 'x',
      status: 'complete',
    })
    .run();
  return { t, tablet, photo: { id, bytes: photo } };
}

/** A data directory with `records` records, an age key pair and one backup of it, with what to remove after. */
export async function backedUp(records: number) {
  const data = await dataWithRecords(records);
  const keys = await ageKeys();
  const backupDir = tempDir('backups');
  const dirs = [backupDir];
  const taken = await takeBackup({
    dataDir: data.t.dir,
    backupDir,
    recipients: [keys.recipient],
    keep: { hourly: 24, daily: 14 },
  });
  return {
    data,
    keys,
    backupDir,
    taken,
    /** Directories to remove with the rest at the end. */
    dirs,
    close() {
      data.t.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
