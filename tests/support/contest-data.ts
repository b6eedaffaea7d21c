/** Valid contest form data for tests (API and e2e), with IINs that pass the control digit. */
import { randomUUID } from 'node:crypto';
import { AKIM_NUMBERS } from '../../contract/contest.ts';
import { isValidIin } from '../../contract/iin.ts';

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

/** A KATO place: region, district (in it) and rural okrug (in that). Abai region, Abai district, Karaaul. */
export interface Place {
  region_id: number;
  district_id: number;
  rural_district_id?: number;
}
export const ABAI_PLACE: Required<Place> = {
  region_id: 100000000,
  district_id: 103200000,
  rural_district_id: 103230000,
};

export function productData(
  nominationId: number,
  fileId: string,
  who: { iin: string; phone: string },
  place: Place = ABAI_PLACE,
) {
  return {
    form: 'product',
    record_id: randomUUID(),
    nomination_id: nominationId,
    full_name: 'Айгүл Сәрсенова',
    iin: who.iin,
    phone: who.phone,
    password: 'secret-pass-1',
    region_id: place.region_id,
    district_id: place.district_id,
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

/** A valid akim form with the photo `fileId` and no figures that need confirmations, from the KATO `place`. */
export function akimData(
  nominationId: number,
  fileId: string,
  who: { iin: string; phone: string },
  place: Place = ABAI_PLACE,
) {
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
    ...place,
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
