/**
 * The developer's instalment plan: at least 20 % down, the rest in equal monthly payments without
 * interest over the term; the developer's discount (up to 15 %) comes off the price first.
 */
export const MIN_DOWN_PERCENT = 20;
export const MAX_DISCOUNT_PERCENT = 15;
export const MAX_TERM_MONTHS = 60;

export function instalment(input: { price: number; downPercent: number; months: number; discountPercent: number }) {
  const discount = Math.min(Math.max(input.discountPercent, 0), MAX_DISCOUNT_PERCENT);
  const downPercent = Math.min(Math.max(input.downPercent, MIN_DOWN_PERCENT), 100);
  const months = Math.min(Math.max(Math.round(input.months), 1), MAX_TERM_MONTHS);
  const price = Math.round(input.price * (1 - discount / 100));
  const down = Math.round((price * downPercent) / 100);
  const monthly = Math.round((price - down) / months);
  return { price, down, monthly, months, downPercent, discount };
}
