/**
 * A sent booking's headline: "booking accepted" only once the server says the unit is held for this person;
 * until then, and when someone booked it first or the hold was refused, the request is what was received
 * (issue 33.9: the buyer who lost the flat read "Бронь принята." above "someone booked it before you").
 */
export const bookingHeadline = (kind: 'booking' | 'callback', outcome: string | null | undefined) =>
  kind === 'booking' && outcome !== 'reserved' ? 'property.booking.received' : `property.${kind}.done`;
