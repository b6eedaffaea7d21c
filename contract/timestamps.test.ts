/** Device timestamps are bounded per field (issue 14.17): no number a device sends can become an Invalid Date. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attendanceMarkSchema, MAX_DATE_MS } from './flows.ts';

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.integer({ min: MAX_DATE_MS - 10, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(NaN, Infinity, -Infinity, MAX_DATE_MS, MAX_DATE_MS + 1, 0, -1),
);

describe('attendance.mark markedAt', () => {
  it('is either a storable date or a refusal on markedAt alone', () => {
    fc.assert(
      fc.property(anyNumber, (markedAt) => {
        const r = attendanceMarkSchema.safeParse({ flowId: 1, applicationId: 1, day: 1, present: true, markedAt });
        if (r.success) expect(Number.isFinite(new Date(r.data.markedAt).getTime())).toBe(true);
        else expect(new Set(r.error.issues.map((i) => i.path.join('.')))).toEqual(new Set(['markedAt']));
      }),
    );
  });
});
