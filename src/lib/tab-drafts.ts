/**
 * Which draft this tab is on. A page that continues "the draft left open" keeps it per tab
 * (sessionStorage: a reload of the tab keeps it, a new tab starts its own; drafts of closed tabs stay
 * listed on the page to resume explicitly), and a tab holds a Web Lock on the draft it has open, so
 * a duplicated tab or a copied link cannot type a second person into the same record.
 */
const KEY = 'qaryzsyz.tabDraft.';
const lockName = (draftId: string) => `qaryzsyz-draft:${draftId}`;

export function tabDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(KEY + key);
  } catch {
    return null; // storage off: every visit starts a new draft
  }
}

export function setTabDraft(key: string, draftId: string) {
  try {
    sessionStorage.setItem(KEY + key, draftId);
  } catch {
    // storage off: nothing to remember
  }
}

/** Whether another tab has this draft open now. */
export async function openElsewhere(draftId: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((l) => l.name === lockName(draftId));
}

export interface DraftHold {
  /** True once this tab holds the draft; false if another tab has it open. */
  held: Promise<boolean>;
  release(): void;
}

/** This tab's holds, counted: a form remounting on the same draft (React's strict mode) keeps its lock. */
const holds = new Map<string, { users: number; held: Promise<boolean>; let(): void }>();

function take(draftId: string) {
  let letGo = () => {};
  const done = new Promise<void>((r) => (letGo = r));
  const held = new Promise<boolean>((resolve) => {
    navigator.locks
      .request(lockName(draftId), { ifAvailable: true }, async (lock) => {
        resolve(lock !== null);
        if (lock) await done;
      })
      .catch(() => resolve(true)); // locks unusable here (an opaque origin): behave as before locks
  });
  return { users: 0, held, let: letGo };
}

/** Takes the draft for this tab if no other tab has it, and keeps it until `release` or the tab closes. */
export function holdDraft(draftId: string): DraftHold {
  if (typeof navigator === 'undefined' || !navigator.locks) return { held: Promise.resolve(true), release() {} };
  const hold = holds.get(draftId) ?? take(draftId);
  holds.set(draftId, hold);
  hold.users++;
  let released = false;
  return {
    held: hold.held,
    release() {
      if (released) return;
      released = true;
      hold.users--;
      // Let go a moment later, so an immediate remount on the same draft keeps the lock.
      setTimeout(() => {
        if (hold.users > 0 || holds.get(draftId) !== hold) return;
        holds.delete(draftId);
        hold.let();
      }, 0);
    },
  };
}
