/** A new bearer session for a user (the token is returned once; only its hash is stored). */
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

export function issueSession(db: Db, config: Config, userId: number): string {
  const token = newToken();
  const now = Date.now();
  db.insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      lastUsedAt: new Date(now),
      expiresAt: new Date(now + config.session.absoluteMs),
    })
    .run();
  return token;
}
