/**
 * A real SMS gateway over HTTP: POST SMS_URL with {sender, phone, text} as JSON and the key as a
 * bearer token. Most Kazakh gateways accept this shape or sit behind a small adapter that does.
 */
import type { Config } from '../../config.ts';
import type { SmsProvider } from './sms-provider.ts';

export function httpSmsProvider(cfg: Config['sms']): SmsProvider {
  if (!cfg.url) throw new Error('SMS_PROVIDER=http needs SMS_URL');
  return {
    async send(phone, text) {
      const res = await fetch(cfg.url!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cfg.key ? { Authorization: `Bearer ${cfg.key}` } : {}) },
        body: JSON.stringify({ sender: cfg.sender, phone: `+${phone}`, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
