/**
 * The calculators' arithmetic, kept pure so it can be checked against hand-computed cases: the
 * financial-literacy calculators and the developer's mortgage (ADR 118) share it, so one annuity formula
 * answers both. Every result is also spread over a day, a month and a year (365 days, 12 months).
 */

export interface Spread {
  day: number;
  month: number;
  year: number;
}

const fromMonthly = (month: number): Spread => ({ day: (month * 12) / 365, month, year: month * 12 });

/** Money left for everyday spending after fixed expenses and savings, per month. */
export function dailyBudget(input: { income: number; expenses: number; savings: number }) {
  const free = input.income - input.expenses - input.savings;
  return { free: fromMonthly(free), overspent: free < 0 };
}

/** A deposit with monthly compounding at a nominal annual rate (percent). */
export function compoundDeposit(input: { amount: number; rate: number; months: number }) {
  const final = input.amount * Math.pow(1 + input.rate / 100 / 12, input.months);
  const interest = final - input.amount;
  return { final, interest, income: fromMonthly(input.months > 0 ? interest / input.months : 0) };
}

/** An annuity mortgage: equal monthly payments; the down payment is a percentage of the price. */
export function annuityMortgage(input: { price: number; downPercent: number; rate: number; years: number }) {
  const down = (input.price * input.downPercent) / 100;
  const loan = input.price - down;
  const n = Math.round(input.years * 12);
  const i = input.rate / 100 / 12;
  const monthly = n === 0 ? 0 : i === 0 ? loan / n : (loan * i) / (1 - Math.pow(1 + i, -n));
  const total = monthly * n;
  return { down, loan, monthly, total, overpayment: total - loan, payment: fromMonthly(monthly) };
}
