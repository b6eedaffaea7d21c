/** The flows contract: the admin flow form, roster changes and the trainer's attendance mark. */
import { z } from 'zod';
import { isoDate, katoId } from './fields.ts';
import { FLOW_SEARCH } from './list-searches.ts';
import { listQuery } from './list-query.ts';

/** The largest time a JavaScript Date can hold (ms since 1970). */
export const MAX_DATE_MS = 8.64e15;

export const FLOW_DAYS = 5;
export const FLOW_MIN_CAPACITY = 30;
export const FLOW_MAX_CAPACITY = 70;
export const DEFAULT_REQUIRED_DAYS = 5;
export const REQUIRED_DAYS_SETTING = 'attendance.required_days';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .optional()
    .transform((v) => (v ? v : null));
const coordinate = (limit: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .nullable()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .refine((v) => v === null || (Number.isFinite(v) && Math.abs(v) <= limit), 'validation.coordinate.invalid');

/** `GET /api/flows`: a page of the list (a picker asks for up to 100); archived flows only when asked for (`?archived=1`). */
export const flowListQuery = listQuery(FLOW_SEARCH, 'drop').extend({
  per_page: z.coerce.number().int().min(1).max(100).catch(20),
  archived: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
});
export type FlowListQuery = z.output<typeof flowListQuery>;

export const flowSchema = z
  .object({
    title: optionalText(200),
    start_date: isoDate,
    end_date: isoDate,
    // The shared field rules: an empty date or place is "required", a wrong one says what is wrong.
    region_id: katoId,
    district_id: katoId,
    trainer_id: z.coerce.number().int().positive().nullable().optional(),
    contacts: optionalText(300),
    working_hours: optionalText(200),
    address: optionalText(500),
    lat: coordinate(90),
    lon: coordinate(180),
    capacity: z.coerce
      .number()
      .int()
      .min(FLOW_MIN_CAPACITY, 'validation.flow.capacity')
      .max(FLOW_MAX_CAPACITY, 'validation.flow.capacity'),
    language: z.enum(['kk', 'ru']).nullable().optional(),
  })
  .refine((f) => f.end_date >= f.start_date, { path: ['end_date'], message: 'validation.flow.end_before_start' });
export type FlowInput = z.input<typeof flowSchema>;
export type FlowValues = z.output<typeof flowSchema>;

export const rosterChangeSchema = z.object({
  application_ids: z.array(z.number().int().positive()).min(1, 'validation.required').max(FLOW_MAX_CAPACITY),
});

export const requiredDaysSchema = z.object({
  required_days: z.coerce
    .number()
    .int()
    .min(1, 'validation.flow.required_days')
    .max(FLOW_DAYS, 'validation.flow.required_days'),
});

/** One tap on the attendance sheet. `markedAt` is the device's clock: the later tap wins a conflict. */
export const attendanceMarkSchema = z.object({
  flowId: z.number().int().positive(),
  applicationId: z.number().int().positive(),
  day: z.number().int().min(1).max(FLOW_DAYS),
  present: z.boolean(),
  // A Date holds at most ±8.64e15 ms: anything beyond is refused on this field, never a 500 for the batch.
  markedAt: z.number().int().positive().max(MAX_DATE_MS, 'validation.time.invalid'),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** `superseded`: an online registration the office's record replaced (ADR 133); no flow holds one. */
export type ApplicationStatus = 'applied' | 'started' | 'completed' | 'not_completed' | 'superseded';

/** What both pulled documents say of a flow. */
export interface FlowCard {
  id: number;
  title: string | null;
  start_date: string;
  end_date: string;
  address: string | null;
  working_hours: string | null;
  /** The device names the district in its reader's language from its KATO copy; documents pulled before it lack it. */
  district_id?: number;
  /** Russian, for devices whose KATO copy lacks the district. */
  district_name: string | null;
}

/** What a trainer's tablet pulls per flow (type `trainer_flow`): the flow, its roster and the current marks. */
export interface TrainerFlowDoc extends FlowCard {
  participants: {
    application_id: number;
    name: string;
    phone: string;
    status: ApplicationStatus;
    /** day → { present, marked_at } */
    marks: Record<string, { present: boolean; marked_at: number }>;
  }[];
}

/** What an applicant pulls per application (type `my_flow`): status and, once assigned, the flow. */
export interface MyFlowDoc {
  application_id: number;
  status: ApplicationStatus;
  name: string;
  flow: (FlowCard & { contacts: string | null; responsible: string | null; phone: string | null }) | null;
  present_days: number;
}
