/**
 * SMS reminders to the person on their case's reminder day (issue 17 point 8), through the existing
 * provider (api/lib/sms/provider.ts). Off unless CASE_REMINDER_SMS=1. Each case's reminder day gets at
 * most one SMS: the row is claimed (reminder_sms_day) before sending, in one conditional update, so two
 * ticks or two processes never both send; a failed send gives the claim back for the next tick. The
 * text names the date only — never the problem or the lawyer's notes.
 */
import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultations, requests } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import { translator } from '../lib/i18n.ts';
import { smsProvider, type SmsProvider } from '../lib/sms/provider.ts';
import { KZ_OFFSET_MS, todayInKazakhstan } from '../../contract/kazakhstan-time.ts';
import { DEFAULT_LOCALE, parseLocale } from '../../contract/locale.ts';
import { log } from '../lib/logger.ts';

const k = consultations;
/** Sent from 9:00 to 20:59 Kazakhstan time on the reminder day: nobody is woken by a reminder. */
const FIRST_HOUR = 9;
const LAST_HOUR = 20;
/** One tick sends at most this many; the rest go on the next tick, the same day. */
const BATCH = 50;

export async function sendDueReminderSms(db: Db, config: Config, sms: SmsProvider, now = new Date()) {
  if (!config.cases.reminderSms) return 0;
  const hour = new Date(now.getTime() + KZ_OFFSET_MS).getUTCHours();
  if (hour < FIRST_HOUR || hour > LAST_HOUR) return 0;
  const today = todayInKazakhstan(now);
  // remind_at = today reads consultations_remind_idx; only today's few rows are looked at.
  const due = db
    .select({ id: k.id, phone: k.phone, remindAt: k.remindAt, requestId: k.requestId })
    .from(k)
    .where(
      and(
        eq(k.remindAt, today),
        ne(k.status, 3),
        isNotNull(k.phone),
        or(isNull(k.reminderSmsDay), ne(k.reminderSmsDay, today)),
      ),
    )
    .limit(BATCH)
    .all();
  const requestIds = due.map((c) => c.requestId).filter((id): id is number => id !== null);
  const locales = new Map(
    requestIds.length
      ? db
          .select({ id: requests.id, locale: requests.locale })
          .from(requests)
          .where(inArray(requests.id, requestIds))
          .all()
          .map((r) => [r.id, parseLocale(r.locale)])
      : [],
  );
  let sent = 0;
  for (const c of due) {
    const claimed = db
      .update(k)
      .set({ reminderSmsDay: today, reminderSmsAt: now })
      .where(and(eq(k.id, c.id), or(isNull(k.reminderSmsDay), ne(k.reminderSmsDay, today))))
      .run();
    if (claimed.changes !== 1) continue;
    const t = translator((c.requestId !== null && locales.get(c.requestId)) || DEFAULT_LOCALE);
    try {
      await sms.send(c.phone!, t('cases.sms.reminder', { date: today.split('-').reverse().join('.') }));
      sent++;
    } catch (e) {
      db.update(k).set({ reminderSmsDay: null, reminderSmsAt: null }).where(eq(k.id, c.id)).run();
      log.error({ err: e, caseId: c.id }, 'reminder SMS failed; retried on the next tick');
    }
  }
  return sent;
}

/** The scheduled check (api/start.ts): nothing when off; else a cheap indexed read on an unref'd interval. */
export function startReminderSms(db: Db, config: Config): NodeJS.Timeout | null {
  if (!config.cases.reminderSms) return null;
  const sms = smsProvider(config);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueReminderSms(db, config, sms);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), config.cases.reminderSmsEveryMs);
  timer.unref();
  void tick();
  return timer;
}
