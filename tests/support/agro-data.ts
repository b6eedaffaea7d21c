/** A valid agro application form for tests: a real KATO district, an adult, an IIN with a correct check digit. */
import type { AgroFormInput } from '../../contract/agro.ts';
import { AKMOLA, KOKSHETAU, nextIin, nextPhone } from './registration-data.ts';

export function agroForm(over: Partial<AgroFormInput> = {}): AgroFormInput {
  return {
    fio: 'Гүлнар Серікқызы Әбенова',
    iin: nextIin('850312', '4'),
    gender: 'female',
    birthday: '1985-03-12',
    phone: nextPhone(),
    region_id: AKMOLA,
    district_id: KOKSHETAU,
    village: 'Красный Яр',
    courses: ['broiler', 'apple'],
    land_area: '12,5',
    land_unit: 'sotka',
    livestock_count: '3',
    poultry_count: '40',
    fish_count: '',
    premises: ['barn'],
    has_water: 'yes',
    has_electricity: 'yes',
    products: 'яйца, молоко',
    sales_channels: ['market'],
    monthly_income: '150000',
    coop_status: 'member',
    coop_name: 'Береке',
    coop_members: '12',
    credit_needed: 'yes',
    credit_amount: '2000000',
    credit_purpose: 'инкубатор',
    credit_equipment: 'инкубатор на 500 яиц',
    prior_programme: 'no',
    prior_programme_name: '',
    consent_personal_data: true,
    ...over,
  };
}
