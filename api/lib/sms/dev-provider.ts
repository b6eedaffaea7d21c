/**
 * Development SMS: nothing leaves the machine. Each message is appended to DATA_DIR/sms-outbox.log, one
 * line per message, so a developer (or a test) can read the code; the server log notes it with the phone
 * number masked, as every log line is (api/lib/logger.ts).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../logger.ts';
import type { SmsProvider } from './sms-provider.ts';

export const SMS_OUTBOX_FILE = 'sms-outbox.log';

export function devSmsProvider(dataDir: string): SmsProvider {
  return {
    async send(phone, text) {
      mkdirSync(dataDir, { recursive: true });
      const line = `${new Date().toISOString()}\t${phone}\t${text}`;
      appendFileSync(join(dataDir, SMS_OUTBOX_FILE), `${line}\n`);
      log.info({ sms: line, outbox: SMS_OUTBOX_FILE }, 'development SMS written to the outbox file');
    },
  };
}
