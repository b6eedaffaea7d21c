/** Calculator inputs as typed: spaces and a decimal comma are accepted ("300 000", "12,5"). */
import { z } from 'zod';

const num = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((s) => Number(s.replace(/[\s\u00a0]/g, '').replace(',', '.')))
    .pipe(
      z
        .number('validation.number.invalid')
        .min(0, 'validation.number.nonNegative')
        .max(max, 'validation.number.tooLarge'),
    );

const MONEY = 1e11;

export const budgetInput = z.object({ income: num(MONEY), expenses: num(MONEY), savings: num(MONEY) });
export const depositInput = z.object({ amount: num(MONEY), rate: num(100), months: num(600) });
export const mortgageInput = z.object({ price: num(MONEY), downPercent: num(100), rate: num(100), years: num(50) });
