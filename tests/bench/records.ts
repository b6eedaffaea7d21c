/**
 * Real training registrations — what `registration.submit` carries from a district office's tablet —
 * from a seeded generator: every record passes the shared schema (a valid and unique IIN that agrees
 * with birthday and gender, a real KATO region and district), every run sends the same bytes, and
 * compression sees realistic, not repetitive, text.
 */
import { readFileSync } from 'node:fs';
import type { RegistrationInput } from '../../contract/registration.ts';
import { withCheckDigit } from '../../contract/iin.ts';

const SURNAMES = ['Аманов', 'Серікбаев', 'Жұмабекова', 'Төлеуов', 'Қасымова', 'Нұрланов', 'Оспанова', 'Бекмұхамбетов'];
const NAMES = ['Айгүл', 'Ерлан', 'Гүлнар', 'Дәурен', 'Жанар', 'Болат', 'Сәуле', 'Нұржан', 'Әсел', 'Марат'];
const PATRONYMICS = ['Серікұлы', 'Асқарқызы', 'Болатұлы', 'Нұрланқызы', 'Ержанұлы', 'Маратқызы'];
const VILLAGES = ['Қызылжар', 'Ақсу', 'Шалқар', 'Жаңаталап', 'Көктерек', 'Бірлік', 'Таскескен', 'Қарабұлақ'];
const STREETS = ['Абай көшесі', 'Тәуелсіздік көшесі', 'Мектеп көшесі', 'Бейбітшілік көшесі', 'Жастар көшесі'];
const NOTES = [
  'Отбасы бюджетін жоспарлауды және несиелерді уақытында төлеуді үйренгім келеді',
  'Хочу разобраться с кредитами и составить план погашения долгов',
  'Жұмыс күндері кешке ғана хабарласуға болады',
  'Звонить после 18:00, днём работаю на ферме',
  'Сабақтарға көршімен бірге келемін',
  '',
];

export function seededRandom(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const digits = (rnd: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

interface KatoFile {
  regions: { kato: string; districts: { kato: string }[] }[];
}
/** Every [region, district] pair of the real classifier, as the server's KATO table holds them. */
const PLACES = (
  JSON.parse(readFileSync(new URL('../../db/data/kato.json', import.meta.url), 'utf8')) as KatoFile
).regions.flatMap((r) => r.districts.map((d) => [Number(r.kato), Number(d.kato)] as const));

const DAY_MS = 86_400_000;
const SERIALS = 9000;

/**
 * The person of record `i`: a birthday and a 4-digit serial that no other `i` shares, so IINs are
 * unique; of the two sex digits of the century, the one whose check digit exists decides the gender.
 */
function person(i: number) {
  const born = new Date(Date.UTC(1958, 0, 1) + Math.floor(i / SERIALS) * 37 * DAY_MS);
  const iso = born.toISOString().slice(0, 10);
  const yymmdd = iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
  const serial = String(1000 + (i % SERIALS));
  for (const [digit, gender] of [
    ['3', 'male'],
    ['4', 'female'],
  ] as const) {
    const iin = withCheckDigit(`${yymmdd}${digit}${serial}`);
    if (iin) return { iin, birthday: iso, gender };
  }
  throw new Error(`record ${i}: no valid IIN for ${yymmdd}…${serial}`);
}

export function registration(i: number, rnd = seededRandom(i + 1)): RegistrationInput {
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  const [regionId, districtId] = pick(PLACES);
  const hasLoans = rnd() < 0.7;
  const amount = (max: number) => (hasLoans ? String(Math.round(rnd() * max)) : '');
  return {
    fio: `${pick(SURNAMES)} ${pick(NAMES)} ${pick(PATRONYMICS)}`,
    ...person(i),
    phone: `7707${String(i).padStart(7, '0')}`, // unique per record, apart from staff numbers (7700…)
    phone_2: rnd() < 0.4 ? `77${digits(rnd, 9)}` : '',
    email: rnd() < 0.5 ? `user${i}.${digits(rnd, 3)}@mail.kz` : '',
    region_id: regionId,
    district_id: districtId,
    locality: pick(VILLAGES),
    residence_address: `${pick(VILLAGES)} ауылы, ${pick(STREETS)}, ${1 + Math.floor(rnd() * 120)}`,
    education: pick(['secondary', 'vocational', 'higher', 'incomplete_higher'] as const),
    social_status: pick(['employed', 'self_employed', 'unemployed', 'pensioner', 'other'] as const),
    family_status: rnd() < 0.3 ? 'yes' : 'no',
    family_members: String(1 + Math.floor(rnd() * 9)),
    has_loans: hasLoans ? 'yes' : 'no',
    loans_count: hasLoans ? String(1 + Math.floor(rnd() * 5)) : '',
    loans_amount: amount(5_000_000),
    loans_month_payment: amount(250_000),
    loans_overdue: hasLoans ? (rnd() < 0.25 ? 'yes' : 'no') : '',
    family_income: String(Math.round(80_000 + rnd() * 600_000)),
    education_goal: pick(['manage_budget', 'repay_debts', 'avoid_fraud', 'savings', 'start_business'] as const),
    training_language: pick(['kk', 'ru'] as const),
    lesson_region_id: regionId,
    lesson_district_id: districtId,
    additional_info: pick(NOTES),
    consent_personal_data: true,
    accept_agreement: true,
    offline_only: true,
  };
}

/** `registration.submit` of record `i`, as a tablet's outbox sends it (a fresh draft id per call). */
export const registrationSubmit = (i: number) => ({
  name: 'registration.submit',
  args: { client_record_id: crypto.randomUUID(), form: registration(i) },
});
