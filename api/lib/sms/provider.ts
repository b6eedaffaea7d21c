/** Where SMS go: the development outbox (log + file) or a real HTTP gateway, chosen by SMS_PROVIDER. */
import type { Config } from '../../config.ts';
import { devSmsProvider } from './dev-provider.ts';
import { httpSmsProvider } from './http-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

export type { SmsProvider };

export function smsProvider(config: Config): SmsProvider {
  if (config.sms.provider === 'http') return httpSmsProvider(config.sms);
  return devSmsProvider(config.dataDir);
}
