/**
 * The month grid behind the date input (date-input.tsx), in its own chunk: react-day-picker with the
 * page's language (month and day names, its own labels for screen readers), weeks from Monday, "today"
 * as in Kazakhstan, and month and year lists so a birthday fifty years back is two choices away.
 * Only the page's language's names are fetched.
 */
import { useEffect, useState } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useIntl } from 'react-intl';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';
import { parseLocale, type Locale } from '../../../contract/locale.ts';
import './date-calendar.css';

const LOCALES: Record<Locale, () => Promise<DayPickerLocale>> = {
  kk: () => import('react-day-picker/locale/kk').then((m) => m.kk),
  ru: () => import('react-day-picker/locale/ru').then((m) => m.ru),
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  zh: () => import('react-day-picker/locale/zh-CN').then((m) => m.zhCN),
};

/** An ISO day as the device-local midnight the grid works in, and back: no zone can move the day. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export default function DateCalendar({ value, onPick }: { value: string | null; onPick(iso: string): void }) {
  const { locale } = useIntl();
  const [names, setNames] = useState<DayPickerLocale>();
  useEffect(() => {
    let live = true;
    void LOCALES[parseLocale(locale) ?? 'kk']().then((l) => live && setNames(l));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!names) return null;
  const today = toDate(todayInKazakhstan());
  const selected = value ? toDate(value) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={names}
      weekStartsOn={1}
      today={today}
      selected={selected}
      defaultMonth={selected ?? today}
      captionLayout="dropdown"
      startMonth={new Date(1920, 0)}
      endMonth={new Date(today.getFullYear() + 10, 11)}
      autoFocus
      onSelect={(d) => d && onPick(toIso(d))}
    />
  );
}
