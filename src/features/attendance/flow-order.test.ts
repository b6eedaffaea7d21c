import { describe, expect, it } from 'vitest';
import { flowWhen, todayFirst } from './flow-order.ts';

const flow = (id: number, start_date: string, end_date: string) => ({ id, start_date, end_date });

describe("a trainer's flows", () => {
  const today = '2026-11-23';
  const flows = [
    flow(1, '2026-11-02', '2026-11-06'), // finished earlier
    flow(2, '2026-12-07', '2026-12-11'), // later
    flow(3, '2026-11-20', '2026-11-24'), // meets today
    flow(4, '2026-11-16', '2026-11-20'), // finished last week
    flow(5, '2026-11-30', '2026-12-04'), // next week
  ];

  it("lists today's group first, then the coming ones soonest first, then the finished ones latest first", () => {
    expect(todayFirst(flows, today).map((f) => f.id)).toEqual([3, 5, 2, 4, 1]);
  });

  it('counts the first and the last day of a flow as its days', () => {
    expect(flowWhen(flow(6, today, '2026-11-27'), today)).toBe('today');
    expect(flowWhen(flow(7, '2026-11-19', today), today)).toBe('today');
    expect(flowWhen(flow(8, '2026-11-24', '2026-11-28'), today)).toBe('upcoming');
    expect(flowWhen(flow(9, '2026-11-18', '2026-11-22'), today)).toBe('finished');
  });
});
