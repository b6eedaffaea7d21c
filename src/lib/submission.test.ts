import { describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/roles.ts';
import { isSubmitted, submissionView } from './submission.ts';

describe('what a submitted form says', () => {
  it('says "saved on this device", not success, while the record waits in the outbox, offline or not', () => {
    for (const online of [false, true]) {
      const v = submissionView('queued', { online, roleId: undefined });
      expect(v.headline).toBe('saved');
      expect(v.acknowledged).toBe(false);
      expect(v.promise).toBe(false);
      expect(v.sending).toBe(online);
    }
  });

  it('says success and makes the call-back promise once the server has the record', () => {
    expect(submissionView('sent', { online: true, roleId: undefined })).toEqual({
      headline: 'success',
      sending: false,
      acknowledged: true,
      promise: true,
    });
    expect(submissionView('sent', { online: true, roleId: ROLES.applicant }).promise).toBe(true);
  });

  it("never makes the call-back promise on a staff member's tablet", () => {
    for (const roleId of [ROLES.operator, ROLES.trainer, ROLES.lawyer, ROLES.expert, ROLES.admin])
      expect(submissionView('sent', { online: true, roleId }).promise).toBe(false);
  });

  it('counts a queued or sent record as submitted, a draft or a rejected one as a form', () => {
    expect(['draft', 'queued', 'sent', 'rejected', undefined].map((s) => isSubmitted(s as never))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
