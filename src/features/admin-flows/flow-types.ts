import type { ApplicationStatus } from '../../../api/schemas/flows.ts';

export interface FlowItem {
  id: number;
  title: string | null;
  start_date: string;
  end_date: string;
  region_id: number;
  district_id: number;
  trainer_id: number | null;
  contacts: string | null;
  working_hours: string | null;
  lat: number | null;
  lon: number | null;
  address: string | null;
  capacity: number;
  language: 'kk' | 'ru' | null;
  student_count: number;
}

export interface Participant {
  application_id: number;
  name: string;
  phone: string;
  status?: ApplicationStatus;
}
