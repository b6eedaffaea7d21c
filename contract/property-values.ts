/** The property strand's option lists, plain data shared by the schema, the API and the pages. */
import type { Transitions } from './transitions.ts';

export const PROJECT_KINDS = ['residential', 'commercial'] as const;
export const PROJECT_STATES = ['completed', 'under_construction'] as const;
export const UNIT_KINDS = ['apartment', 'commercial', 'parking'] as const;
export const FINISHES = ['none', 'rough', 'white_box', 'turnkey'] as const;
/** What an editor sets; `reserved` comes only from a booking's reservation (ADR 074). */
export const UNIT_BASE_STATUSES = ['available', 'sold', 'not_for_sale'] as const;
export const UNIT_STATUSES = ['available', 'reserved', 'sold', 'not_for_sale'] as const;
export const LEAD_KINDS = ['booking', 'callback', 'webinar', 'showroom', 'complaint', 'investor', 'vacancy'] as const;
/** Sign-ups that take a seat in a slot an editor opened (ADR 106). */
export const SLOT_KINDS = ['webinar', 'showroom'] as const;
/** When a callback suits the person, within the sales office's hours (9:00–18:00): 9–12, 12–15, 15–18. */
export const CALLBACK_TIMES = ['morning', 'day', 'evening'] as const;
export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'rejected', 'cancelled'] as const;
/**
 * Where the sales office may move a lead (ADR 121). Rejected and cancelled are final: they gave the unit
 * and the seat back, which reopening could not take again.
 */
export const LEAD_TRANSITIONS: Transitions<(typeof LEAD_STATUSES)[number]> = {
  next: {
    new: ['in_progress', 'done', 'rejected', 'cancelled'],
    in_progress: ['new', 'done', 'rejected', 'cancelled'],
    done: ['in_progress'],
    rejected: [],
    cancelled: [],
  },
};
/** The statuses that end a lead and give back what it held (the unit's hold, the slot's seat). */
export const LEAD_RELEASING = ['rejected', 'cancelled'] as const;
/**
 * What a booking of a unit came to: the unit reserved for it, or already taken (then it is a lead only);
 * what a slot sign-up came to: a seat, or the slot full (the lead kept all the same, ADR 106). A hold or a
 * seat needs the phone proven by SMS and one live hold per phone (ADR 133): `unproven` and `phone_holds`
 * are leads kept without one.
 */
export const LEAD_OUTCOMES = ['reserved', 'unit_taken', 'seated', 'slot_full', 'unproven', 'phone_holds'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
/**
 * Who or what set a unit's status: an editor on the unit, an editor's bulk move, a booking, an expiry,
 * an XLSX import, a lead rejected or cancelled in the inbox. Rows before `bulk` existed say `editor`.
 */
export const UNIT_HISTORY_SOURCES = ['editor', 'bulk', 'booking', 'expiry', 'import', 'inbox'] as const;

export type ProjectKind = (typeof PROJECT_KINDS)[number];
export type ProjectState = (typeof PROJECT_STATES)[number];
export type UnitKind = (typeof UNIT_KINDS)[number];
export type Finish = (typeof FINISHES)[number];
export type UnitBaseStatus = (typeof UNIT_BASE_STATUSES)[number];
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export type LeadKind = (typeof LEAD_KINDS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type CallbackTime = (typeof CALLBACK_TIMES)[number];
export type SlotKind = (typeof SLOT_KINDS)[number];
