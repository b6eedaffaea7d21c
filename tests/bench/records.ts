/**
 * Registration-shaped records (an applicant's fields, ~900 bytes of JSON each) from a seeded generator,
 * so every run sends the same bytes and compression sees realistic, not repetitive, text.
 */
const SURNAMES = ['Аманов', 'Серікбаев', 'Жұмабекова', 'Төлеуов', 'Қасымова', 'Нұрланов', 'Оспанова', 'Бекмұхамбетов'];
const NAMES = ['Айгүл', 'Ерлан', 'Гүлнар', 'Дәурен', 'Жанар', 'Болат', 'Сәуле', 'Нұржан', 'Әсел', 'Марат'];
const PATRONYMICS = ['Серікұлы', 'Асқарқызы', 'Болатұлы', 'Нұрланқызы', 'Ержанұлы', 'Маратқызы'];
const VILLAGES = ['Қызылжар', 'Ақсу', 'Шалқар', 'Жаңаталап', 'Көктерек', 'Бірлік', 'Таскескен', 'Қарабұлақ'];
const STREETS = ['Абай көшесі', 'Тәуелсіздік көшесі', 'Мектеп көшесі', 'Бейбітшілік көшесі', 'Жастар көшесі'];
const GOALS = [
  'Отбасы бюджетін жоспарлауды және несиелерді уақытында төлеуді үйренгім келеді',
  'Хочу разобраться с кредитами и составить план погашения долгов',
  'Шағын шаруа қожалығын ашу үшін қаржылық сауаттылықты арттыру',
  'Хочу научиться копить и не брать новые микрозаймы',
];
const NOTES = [
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

export function registration(i: number, rnd = seededRandom(i + 1)) {
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  const year = 1956 + Math.floor(rnd() * 50);
  const month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(rnd() * 28)).padStart(2, '0');
  const hasLoans = rnd() < 0.7;
  return {
    fio: `${pick(SURNAMES)} ${pick(NAMES)} ${pick(PATRONYMICS)}`,
    iin: `${String(year).slice(2)}${month}${day}${digits(rnd, 6)}`,
    phone: `77${digits(rnd, 9)}`,
    phone_2: rnd() < 0.4 ? `77${digits(rnd, 9)}` : '',
    email: rnd() < 0.5 ? `user${i}.${digits(rnd, 3)}@mail.kz` : '',
    birthday: `${year}-${month}-${day}`,
    gender: rnd() < 0.5 ? 'female' : 'male',
    region_id: 1 + Math.floor(rnd() * 20),
    district_id: 100 + Math.floor(rnd() * 228),
    locality: pick(VILLAGES),
    address: `${pick(VILLAGES)} ауылы, ${pick(STREETS)}, ${1 + Math.floor(rnd() * 120)}`,
    education: pick(['secondary', 'vocational', 'higher', 'incomplete_higher']),
    social_status: pick(['employed', 'self_employed', 'unemployed', 'pensioner', 'farmer']),
    family_status: rnd() < 0.3,
    family_members: 1 + Math.floor(rnd() * 9),
    has_loans: hasLoans,
    loans_count: hasLoans ? 1 + Math.floor(rnd() * 5) : 0,
    loans_amount: hasLoans ? Math.round(rnd() * 5_000_000) : 0,
    loans_month_payment: hasLoans ? Math.round(rnd() * 250_000) : 0,
    loans_overdue: hasLoans && rnd() < 0.25,
    family_income: Math.round(80_000 + rnd() * 600_000),
    education_goal: pick(GOALS),
    training_language: pick(['kk', 'ru']),
    additional_info: pick(NOTES),
    consent: true,
    submitted_at: new Date(Date.UTC(2026, 10, 2, 8) + i * 61_000).toISOString(),
  };
}

/** The record as the `test.note` mutation carries it until the real registration mutation is used. */
export const registrationText = (i: number) => JSON.stringify(registration(i));
