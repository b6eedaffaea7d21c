/**
 * The lawyers' working calendar the response clock counts in (ADR 094), as data: hours, week, public
 * holidays. Sources: Law of the Republic of Kazakhstan of 13 December 2001 No. 267-II "On holidays in
 * the Republic of Kazakhstan" (the list of public holidays, days off); Labour Code of the Republic of
 * Kazakhstan of 23 November 2015 No. 414-V, art. 85 (a day off that falls on a weekend moves to the
 * next working day, except religious holidays). Kurban Ait's first day is set each year by the
 * government's decree; the Government's yearly decree moving days off is added to EXTRA_* below once
 * published. Office and consultation hours 9:00–18:00, Monday to Friday (seed §9).
 */

// The hours are Kazakhstan's wall clock: its offset is KZ_OFFSET_MS (contract/kazakhstan-time.ts).
export const DAY_START_MINUTES = 9 * 60;
export const DAY_END_MINUTES = 18 * 60;
/** ISO weekdays at work: 1 Monday … 5 Friday. */
export const WORK_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Public holidays that are days off, by month-day; `religious` ones never move off a weekend. */
export const PUBLIC_HOLIDAYS: readonly { day: string; name: string; religious?: true }[] = [
  { day: '01-01', name: 'New Year' },
  { day: '01-02', name: 'New Year' },
  { day: '01-07', name: 'Orthodox Christmas', religious: true },
  { day: '03-08', name: 'International Women’s Day' },
  { day: '03-21', name: 'Nauryz meirami' },
  { day: '03-22', name: 'Nauryz meirami' },
  { day: '03-23', name: 'Nauryz meirami' },
  { day: '05-01', name: 'Kazakhstan People’s Unity Day' },
  { day: '05-07', name: 'Defender of the Fatherland Day' },
  { day: '05-09', name: 'Victory Day' },
  { day: '07-06', name: 'Capital Day' },
  { day: '08-30', name: 'Constitution Day' },
  { day: '10-25', name: 'Republic Day' },
  { day: '12-16', name: 'Independence Day' },
];

/** Kurban Ait's first day per year (religious: a day off where it falls, never moved). */
export const KURBAN_AIT: Readonly<Record<number, string>> = {
  2025: '2025-06-06',
  2026: '2026-05-27',
  2027: '2027-05-16',
};

/** Days off and working days the Government's yearly decree moves (YYYY-MM-DD). */
export const EXTRA_DAYS_OFF: readonly string[] = [];
export const EXTRA_WORKING_DAYS: readonly string[] = [];

/** The first-contact SLA in working hours when CASE_RESPONSE_SLA_HOURS does not set it. */
export const DEFAULT_RESPONSE_SLA_HOURS = 8;
