/** What the agro form holds while it is typed (strings from inputs, arrays from tick groups); drafts store exactly this. */
export interface AgroValues {
  fio: string;
  iin: string;
  gender: string;
  birthday: string;
  phone: string;
  region_id: string;
  district_id: string;
  rural_okrug_id: string;
  village: string;
  courses: string[];
  land_area: string;
  land_unit: string;
  livestock_count: string;
  poultry_count: string;
  fish_count: string;
  premises: string[];
  has_water: string;
  has_electricity: string;
  products: string;
  sales_channels: string[];
  monthly_income: string;
  coop_status: string;
  coop_name: string;
  coop_members: string;
  credit_needed: string;
  credit_amount: string;
  credit_purpose: string;
  credit_equipment: string;
  prior_programme: string;
  prior_programme_name: string;
  consent_personal_data: boolean;
}

export type AgroField = keyof AgroValues;

export const blankAgro = (): AgroValues => ({
  fio: '',
  iin: '',
  gender: '',
  birthday: '',
  phone: '',
  region_id: '',
  district_id: '',
  rural_okrug_id: '',
  village: '',
  courses: [],
  land_area: '',
  land_unit: 'sotka',
  livestock_count: '',
  poultry_count: '',
  fish_count: '',
  premises: [],
  has_water: '',
  has_electricity: '',
  products: '',
  sales_channels: [],
  monthly_income: '',
  coop_status: '',
  coop_name: '',
  coop_members: '',
  credit_needed: '',
  credit_amount: '',
  credit_purpose: '',
  credit_equipment: '',
  prior_programme: '',
  prior_programme_name: '',
  consent_personal_data: false,
});
