/**
 * What a booking or a sign-up must cost before it holds anything (issue 34.5, ADR 133): the phone proven
 * by SMS, and one live hold per phone — one held unit at a time, one seat per slot. Without that it is
 * still a lead the sales office calls, never a hold that keeps a real buyer out.
 */
import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { propertyLeads, propertyReservations } from '../../db/schema.ts';
import { provenPhone } from '../lib/sms/verification.ts';
import { LEAD_RELEASING } from '../../contract/property.ts';

export const phoneProven = (tx: Tx, phone: string, verification: string | undefined) =>
  Boolean(verification && provenPhone(tx, verification, phone));

/** True when a lead with this phone holds a unit right now (unreleased, unexpired). */
export const phoneHoldsUnit = (tx: Tx, phone: string, now: Date) =>
  Boolean(
    tx
      .select({ id: propertyReservations.id })
      .from(propertyReservations)
      .innerJoin(propertyLeads, eq(propertyLeads.id, propertyReservations.leadId))
      .where(
        and(
          eq(propertyLeads.phone, phone),
          isNull(propertyReservations.releasedAt),
          gt(propertyReservations.expiresAt, now),
        ),
      )
      .get(),
  );

/** True when a lead with this phone already has a seat in the slot (not given back by the inbox). */
export const phoneHasSeat = (tx: Tx, phone: string, slotId: number) =>
  Boolean(
    tx
      .select({ id: propertyLeads.id })
      .from(propertyLeads)
      .where(
        and(
          eq(propertyLeads.slotId, slotId),
          eq(propertyLeads.phone, phone),
          eq(propertyLeads.outcome, 'seated'),
          notInArray(propertyLeads.status, [...LEAD_RELEASING]),
        ),
      )
      .get(),
  );
