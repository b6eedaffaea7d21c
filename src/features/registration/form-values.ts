/** What the registration form holds while it is typed (strings from inputs); drafts store exactly this. */
export interface RegistrationValues {
  fio: string;
  iin: string;
  gender: string;
  birthday: string;
  phone: string;
  phone_2: string;
  email: string;
  region_id: string;
  district_id: string;
  rural_okrug_id: string;
  locality: string;
  residence_address: string;
  education: string;
  social_status: string;
  family_status: string;
  family_members: string;
  has_loans: string;
  loans_count: string;
  loans_amount: string;
  loans_month_payment: string;
  loans_overdue: string;
  family_income: string;
  education_goal: string;
  training_language: string;
  lesson_region_id: string;
  lesson_district_id: string;
  flow_id: string;
  additional_info: string;
  consent_personal_data: boolean;
  accept_agreement: boolean;
  offline_only: boolean;
  password: string;
}

export type FieldName = keyof RegistrationValues;

export const blankRegistration = (): RegistrationValues => ({
  fio: '',
  iin: '',
  gender: '',
  birthday: '',
  phone: '',
  phone_2: '',
  email: '',
  region_id: '',
  district_id: '',
  rural_okrug_id: '',
  locality: '',
  residence_address: '',
  education: '',
  social_status: '',
  family_status: '',
  family_members: '',
  has_loans: '',
  loans_count: '',
  loans_amount: '',
  loans_month_payment: '',
  loans_overdue: '',
  family_income: '',
  education_goal: '',
  training_language: '',
  lesson_region_id: '',
  lesson_district_id: '',
  flow_id: '',
  additional_info: '',
  consent_personal_data: false,
  accept_agreement: false,
  offline_only: false,
  password: '',
});
