import { describe, expect, it } from 'vitest';
import { LEAD_OUTCOMES } from '../../../contract/property-values.ts';
import en from '../../../locales/en.json';
import { bookingHeadline } from './booking-headline.ts';

describe('bookingHeadline', () => {
  it('says the booking is accepted only when the unit is held', () => {
    expect(bookingHeadline('booking', 'reserved')).toBe('property.booking.done');
  });
  it('says the request was received while the answer is unknown, and when the unit was taken or not held', () => {
    for (const outcome of [undefined, null, ...LEAD_OUTCOMES.filter((o) => o !== 'reserved')])
      expect(bookingHeadline('booking', outcome)).toBe('property.booking.received');
  });
  it('keeps the call-back request its own headline', () => {
    expect(bookingHeadline('callback', undefined)).toBe('property.callback.done');
  });
  it('names messages the catalog has', () => {
    expect(en).toHaveProperty([bookingHeadline('booking', 'unit_taken')]);
  });
});
