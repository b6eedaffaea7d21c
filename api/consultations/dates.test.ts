import { describe, expect, it } from 'vitest';
import { addDays, addMonths, earliestFilingDate } from './dates.ts';

describe('case dates', () => {
  it('twelve months after the last repayment, the first filing day is the day after the anniversary', () => {
    expect(earliestFilingDate('2025-03-15')).toBe('2026-03-16');
    expect(earliestFilingDate('2025-12-31')).toBe('2027-01-01');
  });

  it('29 February plus twelve months is the last day of February, and filing opens on 1 March', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(earliestFilingDate('2024-02-29')).toBe('2025-03-01');
    // Into a leap year: 28 February 2027 → 28 February 2028, filing on 29 February.
    expect(earliestFilingDate('2027-02-28')).toBe('2028-02-29');
  });

  it('a month end stays inside its month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });
});
