/**
 * What the background resume of each unfinished course download is doing, for /learn to show (ADR 125):
 * saving (bytes on the device of the plan's, ADR 128) or waiting (whole files saved), and why. Kept in
 * memory for this tab: the resume runs in the tab's background keeper and the page reads it from here.
 */
import { useSyncExternalStore } from 'react';

export type ResumeState =
  /** Bytes of the course's files on the device, a file arriving partway counted as far as it came. */
  | { state: 'saving'; doneBytes: number; totalBytes: number }
  /** Whole files saved of the plan's. */
  | { state: 'waiting'; why: 'offline' | 'save_data' | 'failed'; done: number; total: number }
  | { state: 'waiting'; why: 'no_room'; done: number; total: number; need: number; free: number };

let states = new Map<number, ResumeState>();
const listeners = new Set<() => void>();

/** Sets (or, with null, clears) a course's state; each change is a new map, so React sees it. */
export function setResumeState(courseId: number, state: ResumeState | null) {
  const next = new Map(states);
  if (state) next.set(courseId, state);
  else next.delete(courseId);
  states = next;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useResumeStates = () => useSyncExternalStore(subscribe, () => states);
