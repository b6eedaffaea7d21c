/** A valid registration form for tests: a real KATO district, an adult, an IIN with a correct check digit. */
import type { RegistrationInput } from '../../contract/registration.ts';
import { withCheckDigit } from '../../contract/iin.ts';

export const AKMOLA = 110000000;
export const KOKSHETAU = 111000000;
export const ABAY_REGION = 100000000;
export const SEMEY = 101000000;

let serial = Math.floor(Math.random() * 9000);

/** A valid IIN (by default a man born on 1990-05-17), a different serial each call. */
export function nextIin(birth = '900517', sexDigit = '3'): string {
  for (;;) {
    serial = (serial + 1) % 10_000;
    const iin = withCheckDigit(`${birth}${sexDigit}${String(serial).padStart(4, '0')}`);
    if (iin) return iin;
  }
}

// Server test files share one module graph per worker (vitest `isolate: false`): the sequence runs on
// across files, so it wraps inside the phone's seven digits instead of growing past them.
const phoneBase = Math.floor(Math.random() * 10_000_000);
let phoneSeq = 0;
export const nextPhone = () => `7705${String((phoneBase + ++phoneSeq) % 10_000_000).padStart(7, '0')}`;

export function registrationForm(over: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    fio: 'Асқар Нұрланұлы Серікбаев',
    iin: nextIin(),
    gender: 'male',
    birthday: '1990-05-17',
    phone: nextPhone(),
    phone_2: '',
    email: '',
    region_id: AKMOLA,
    district_id: KOKSHETAU,
    locality: 'Көкшетау',
    residence_address: 'Абай көшесі, 12',
    education: 'higher',
    social_status: 'employed',
    family_status: 'no',
    family_members: '4',
    has_loans: 'yes',
    loans_count: '2',
    loans_amount: '1500000',
    loans_month_payment: '85000',
    loans_overdue: 'no',
    family_income: '350000',
    education_goal: 'repay_debts',
    training_language: 'kk',
    lesson_region_id: AKMOLA,
    lesson_district_id: KOKSHETAU,
    additional_info: '',
    consent_personal_data: true,
    accept_agreement: true,
    offline_only: true,
    ...over,
  };
}
