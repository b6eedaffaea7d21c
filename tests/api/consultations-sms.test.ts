/** SMS reminders on a case's reminder day: off by default, once per reminder day, the date only. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendDueReminderSms, startReminderSms } from '../../api/consultations/reminder-sms.ts';
import { devSmsProvider } from '../../api/lib/sms/dev-provider.ts';
import { intakeArgs, tablet } from '../support/cases.ts';
import { makeTestApp } from '../support/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => {
  vi.useRealTimers();
  t.close();
});

const kz = (local: string) => new Date(`${local}:00+05:00`);
const outbox = () => {
  const file = join(t.dir, 'sms-outbox.log');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
};

async function caseWithReminder(day: string) {
  const l = await t.userWithRole('lawyer');
  const tab = tablet(t, l.token);
  const args = intakeArgs();
  await tab.push('cases.intake', args);
  await tab.push('cases.note', { case_uuid: args.case_uuid, note_uuid: crypto.randomUUID(), text: 'ҚҰПИЯ ескерту' });
  await tab.push('cases.update', {
    case_uuid: args.case_uuid,
    event_uuid: crypto.randomUUID(),
    field: 'remind_at',
    value: day,
  });
  return args;
}

describe('case reminder SMS', () => {
  it('are off by default: no scheduled check, nothing sent', async () => {
    t = makeTestApp();
    expect(t.config.cases.reminderSms).toBe(false);
    await caseWithReminder('2026-12-02');
    expect(startReminderSms(t.db, t.config)).toBeNull();
    expect(await sendDueReminderSms(t.db, t.config, devSmsProvider(t.dir), kz('2026-12-02T10:00'))).toBe(0);
    expect(outbox()).toEqual([]);
  });

  it('when on, the person gets one short reminder on the reminder day from 9:00, never the notes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(kz('2026-11-30T10:00'));
    t = makeTestApp();
    t.config.cases.reminderSms = true;
    const args = await caseWithReminder('2026-12-02');
    const sms = devSmsProvider(t.dir);
    const send = (local: string) => sendDueReminderSms(t.db, t.config, sms, kz(local));
    expect(await send('2026-12-01T10:00')).toBe(0); // the day before
    expect(await send('2026-12-02T08:59')).toBe(0); // too early in the morning
    expect(await send('2026-12-02T09:00')).toBe(1);
    expect(await send('2026-12-02T09:15')).toBe(0); // the next tick: already sent
    expect(await send('2026-12-02T15:00')).toBe(0);
    const lines = outbox();
    expect(lines).toHaveLength(1);
    const [, phone, text] = lines[0]!.split('\t');
    expect(phone).toBe('77015551234');
    expect(text).toContain('02.12.2026');
    expect(text).not.toContain('ҚҰПИЯ');
    expect(text).not.toContain(args.problem);
  });

  it('a failed send gives the day back to the next tick', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(kz('2026-11-30T10:00'));
    t = makeTestApp();
    t.config.cases.reminderSms = true;
    await caseWithReminder('2026-12-02');
    const failing = { send: () => Promise.reject(new Error('gateway down')) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sendDueReminderSms(t.db, t.config, failing, kz('2026-12-02T10:00'))).toBe(0);
    expect(await sendDueReminderSms(t.db, t.config, devSmsProvider(t.dir), kz('2026-12-02T10:15'))).toBe(1);
    expect(outbox()).toHaveLength(1);
  });
});
