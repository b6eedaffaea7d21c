/**
 * When an attempt's times cannot be believed (ADR 114). A phone's clock may be wrong, and a start and a
 * finish may be forged; an implausible attempt is kept and graded but, when it passed, waits for an
 * admin before it counts. The device's raw times are kept beside the server's receipts.
 */
import type { AttemptFlag } from '../../db/schema.ts';
import { DEVICE_CLOCK_AHEAD_MS, PROGRAMME_FLOOR_MS } from '../lib/device-clock.ts';

/** A phone kept offline longer than this is rare enough to ask a person to look. */
export const MAX_OFFLINE_MS = 30 * 24 * 3600_000;
/**
 * Nobody reads a question and picks an answer faster than this: 2 s unless LEARN_MIN_SECONDS_PER_QUESTION
 * says otherwise (the e2e server lowers it: its scripted learner answers in well under a second).
 */
export function minMsPerQuestion(env: NodeJS.ProcessEnv): number {
  const s = Number(env.LEARN_MIN_SECONDS_PER_QUESTION);
  return env.LEARN_MIN_SECONDS_PER_QUESTION && Number.isFinite(s) && s >= 0 ? s * 1000 : 2_000;
}
const MIN_MS_PER_QUESTION = minMsPerQuestion(process.env);

export interface StartTimes {
  /** The device's clock when it started. */
  device: number;
  /** When the server received the start. */
  received: number;
  /**
   * The earliest moment the device could have started, on the server's clock: when this person's phone
   * was first given the version (or, unknown that, when the version was made).
   */
  earliest: number | null;
}

export function startFlags(s: StartTimes): AttemptFlag[] {
  const flags: AttemptFlag[] = [];
  if (!Number.isFinite(s.device) || s.device > s.received + DEVICE_CLOCK_AHEAD_MS) flags.push('start_future');
  else if (s.device < PROGRAMME_FLOOR_MS || s.device < s.received - MAX_OFFLINE_MS) flags.push('start_past');
  // The phone says it began before it had the test: its clock runs behind the server's.
  else if (s.earliest !== null && s.device < s.earliest - DEVICE_CLOCK_AHEAD_MS) flags.push('clock_behind');
  return flags;
}

export interface FinishTimes {
  deviceStart: number;
  device: number;
  received: number;
  questions: number;
  /**
   * The earliest the attempt can have begun by the server's clock (this person's phone first given the
   * version); with `received`, the most time the attempt can have taken, whatever the device says.
   */
  earliest: number | null;
}

export function finishFlags(f: FinishTimes): AttemptFlag[] {
  const flags: AttemptFlag[] = [];
  if (!Number.isFinite(f.device) || f.device > f.received + DEVICE_CLOCK_AHEAD_MS) flags.push('finish_future');
  if (f.device < f.deviceStart) flags.push('finish_before_start');
  else if (f.device - f.deviceStart < f.questions * MIN_MS_PER_QUESTION) flags.push('too_fast');
  // Device times can be written to look patient; the server's own clock cannot (ADR 133).
  if (f.earliest !== null && f.received - f.earliest < f.questions * MIN_MS_PER_QUESTION)
    flags.push('too_fast_received');
  return flags;
}
