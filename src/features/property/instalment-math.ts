/**
 * The developer's instalment plan: at least the settings' minimum down, the rest in equal monthly payments
 * without interest over the term; the developer's discount (up to the settings' maximum) comes off the
 * price first. The limits come from the property settings (ADR 118), never from constants here.
 */
import type { PropertySettings } from '../../../contract/property.ts';

export type InstalmentLimits = Pick<
  PropertySettings,
  'min_down_percent' | 'max_discount_percent' | 'max_instalment_months'
>;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(Number.isFinite(v) ? v : min, min), max);

export function instalment(
  input: { price: number; downPercent: number; months: number; discountPercent: number },
  limits: InstalmentLimits,
) {
  const discount = clamp(input.discountPercent, 0, limits.max_discount_percent);
  const downPercent = clamp(input.downPercent, limits.min_down_percent, 100);
  const months = clamp(Math.round(input.months), 1, limits.max_instalment_months);
  const price = Math.round(input.price * (1 - discount / 100));
  const down = Math.round((price * downPercent) / 100);
  const monthly = Math.round((price - down) / months);
  return { price, down, monthly, months, downPercent, discount };
}

/** The price of an area at a price per m² (the calculators page's starting point). */
export const priceOfArea = (area: number, priceM2: number) => Math.round(area * priceM2);
