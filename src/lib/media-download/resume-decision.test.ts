import { describe, expect, it } from 'vitest';
import { resumeDecision } from './resume-decision.ts';

const roomy = { quota: 100_000_000, usage: 10_000_000 };

describe('a course download left halfway', () => {
  it('continues by itself online when the space holds what is missing, on any ordinary connection', () => {
    expect(resumeDecision({ online: true, bytes: 5_000_000, estimate: roomy })).toEqual({ resume: true });
    expect(resumeDecision({ online: true, bytes: 5_000_000, estimate: roomy, connection: {} })).toEqual({
      resume: true,
    });
    // A browser that tells nothing of its space is trusted, as when saving.
    expect(resumeDecision({ online: true, bytes: 5_000_000 })).toEqual({ resume: true });
  });

  it('waits offline', () => {
    expect(resumeDecision({ online: false, bytes: 1, estimate: roomy })).toEqual({ resume: false, why: 'offline' });
  });

  it('waits when the phone is short of space, saying what it needs and what is free', () => {
    expect(
      resumeDecision({ online: true, bytes: 5_000_000, estimate: { quota: 9_000_000, usage: 5_000_000 } }),
    ).toEqual({ resume: false, why: 'no_room', need: 5_000_000, free: 4_000_000 });
  });

  it('never spends data on a data-saving connection unless the learner asks', () => {
    const saving = { online: true, bytes: 1000, estimate: roomy, connection: { saveData: true } };
    expect(resumeDecision(saving)).toEqual({ resume: false, why: 'save_data' });
    expect(resumeDecision({ ...saving, asked: true })).toEqual({ resume: true });
    // Asking does not make room.
    expect(resumeDecision({ ...saving, asked: true, estimate: { quota: 1000, usage: 900 } })).toMatchObject({
      why: 'no_room',
    });
  });
});
