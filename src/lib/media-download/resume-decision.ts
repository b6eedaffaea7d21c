/**
 * Whether a download for offline (a saved course) that the person started and left halfway (the signal
 * dropped, the tab closed) continues by itself now, at app start or when the connection comes back (ADR 125):
 * only online, only when the browser's free space holds what is still missing (the same check as before the
 * download began), and never on a connection the person marked as costly (`navigator.connection.saveData`,
 * Chromium's "data saver" / "Lite mode") unless they ask. A cellular link is not held back by itself: in the
 * villages nearly every link is one, and the person chose to download on it. Pure, so each answer is tested.
 */
import { hasRoom } from './storage-check.ts';

export interface ResumeInput {
  online: boolean;
  /** `navigator.connection`, where the browser has it. */
  connection?: { saveData?: boolean } | undefined;
  /** The learner pressed "Continue now" after being told the connection saves data. */
  asked?: boolean;
  /** The bytes still to fetch. */
  bytes: number;
  estimate?: { quota?: number; usage?: number } | undefined;
}

export type ResumeDecision =
  | { resume: true }
  | { resume: false; why: 'offline' | 'save_data' }
  | { resume: false; why: 'no_room'; need: number; free: number };

export function resumeDecision(i: ResumeInput): ResumeDecision {
  if (!i.online) return { resume: false, why: 'offline' };
  if (!hasRoom(i.bytes, i.estimate))
    return {
      resume: false,
      why: 'no_room',
      need: i.bytes,
      free: Math.max(0, (i.estimate?.quota ?? 0) - (i.estimate?.usage ?? 0)),
    };
  if (i.connection?.saveData === true && !i.asked) return { resume: false, why: 'save_data' };
  return { resume: true };
}
