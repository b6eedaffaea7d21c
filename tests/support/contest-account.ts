/**
 * A contest account made the way a villager's device makes it: the phone confirmed with the code from
 * the development SMS outbox, then POST /api/contest/account with the verification token.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { lastSmsCode } from './sms-outbox.ts';

type Post = (path: string, body: unknown) => Response | Promise<Response>;

export async function verifiedPhone(post: Post, dataDir: string, phone: string): Promise<string> {
  const sent = await post('/api/send-sms', { phone });
  if (sent.status !== 200) throw new Error(`send-sms answered ${sent.status}: ${await sent.text()}`);
  const code = lastSmsCode(dataDir, phone);
  const verified = await post('/api/verify-code', { phone, code });
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { data: { verification: string } }).data.verification;
}

export async function createContestAccount(
  post: Post,
  dataDir: string,
  who: { full_name: string; iin: string; phone: string; password: string },
): Promise<{ token: string; user: { id: number } }> {
  const verification = await verifiedPhone(post, dataDir, who.phone);
  const res = await post('/api/contest/account', { ...who, verification });
  if (res.status !== 200) throw new Error(`contest account answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string; user: { id: number } } }).data;
}

/** A photo `ownerId` finished uploading, straight in the database (tests that are not about uploads). */
export function completePhoto(db: Db, ownerId: number): string {
  const id = randomUUID();
  db.insert(files)
    .values({
      id,
      ownerId,
      kind: 'photo',
      name: 'p.jpg',
      mime: 'image/jpeg',
      size: 10,
      sha256: 'a'.repeat(64),
      status: 'complete',
    })
    .run();
  return id;
}
