/** Valid contest form data for tests (API and e2e), with IINs that pass the control digit. */
import { randomUUID } from 'node:crypto';
import { AKIM_NUMBERS } from '../../api/schemas/contest.ts';
import { isValidIin } from '../../api/schemas/iin.ts';

let serial = 0;
/** A fresh valid IIN: born 1 Jan 1990, a rising serial, a correct control digit. */
export function makeIin(): string {
  for (;;) {
    const base = `9001013${String(1000 + ((Date.now() + serial++) % 9000)).padStart(4, '0')}`;
    for (let c = 0; c < 10; c++) if (isValidIin(base + c)) return base + c;
  }
}

let phoneSeq = 0;
export const makePhone = () => `7701${String(Date.now() % 1e6).padStart(6, '0')}${phoneSeq++ % 10}`;

export function productData(nominationId: number, fileId: string, who: { iin: string; phone: string }) {
  return {
    form: 'product',
    record_id: randomUUID(),
    nomination_id: nominationId,
    full_name: 'Айгүл Сәрсенова',
    iin: who.iin,
    phone: who.phone,
    password: 'secret-pass-1',
    product_type: 'kurt',
    assortment_count: 3,
    assortment_names: 'құрт, ірімшік, сүзбе',
    monthly_volume: 120,
    monthly_volume_unit: 'kg',
    land_area: 12,
    land_area_unit: 'sotka',
    livestock_count: 8,
    poultry_count: 20,
    fish_count: 0,
    family_members: 4,
    hired_workers: 1,
    hired_job_titles: 'сатушы',
    sales_market: ['market', 'shop'],
    social_link: '',
    logo_images: [],
    package_images: [fileId],
    declaration_file: [],
    sanitary_file: [],
    storage_place: 'салқын қойма',
    storage_photos: [],
    processing_type: 'partial',
    storage_type: 'warehouse',
    cooperative_name: '',
    cooperative_members: 0,
    infrastructure_rating: 4,
  };
}

/** A valid akim form with the photo `fileId` and no figures that need confirmations; `region` is free text. */
export function akimData(nominationId: number, fileId: string, who: { iin: string; phone: string }, region: string) {
  const zero = Object.fromEntries(AKIM_NUMBERS.map((k) => [k, 0]));
  return {
    form: 'akim',
    record_id: randomUUID(),
    nomination_id: nominationId,
    full_name: 'Ерлан Қасымов',
    iin: who.iin,
    phone: who.phone,
    password: 'secret-pass-1',
    in_project: true,
    has_cooperative: false,
    akim_full_name: 'Ерлан Қасымов',
    akim_photo: [fileId],
    region,
    district: 'Аягөз',
    rural_district: 'Мыңбұлақ',
    office_start_date: '2022-03-01',
    ...zero,
    produced_unit: 't',
    processed_unit: 't',
    sales_unit: 'kzt',
    cooperatives: [],
    engineering_rating: 3,
    confirmations: {},
  };
}
