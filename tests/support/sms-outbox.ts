/** Reads the development SMS outbox (DATA_DIR/sms-outbox.log): the last code sent to a phone. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function lastSmsCode(dataDir: string, phone: string): string | undefined {
  const file = join(dataDir, 'sms-outbox.log');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').trim().split('\n').reverse();
  const line = lines.find((l) => l.split('\t')[1] === phone);
  return line?.match(/\b(\d{6})\b/)?.[1];
}
