/**
 * What the header badge says, in order: offline; N need attention; N waiting; N the browser may erase;
 * a suspected clearing being checked; "syncing" while a sync runs with nothing else to say; else "all
 * saved" (with the last sync time). The badge is never an empty pill.
 */
export interface BadgeState {
  offline: boolean;
  attention: number;
  waiting: number;
  erasable: number;
  checking: boolean;
  running: boolean;
  lastSyncAt: number | null;
}

export interface BadgeItem {
  id: string;
  testId: string;
  count?: number;
}

export function badgeItems(s: BadgeState): BadgeItem[] {
  const items: BadgeItem[] = [];
  if (s.offline) items.push({ id: 'sync.badge.offline', testId: 'sync-offline' });
  if (s.attention > 0) items.push({ id: 'sync.badge.attention', testId: 'sync-attention', count: s.attention });
  if (s.waiting > 0) items.push({ id: 'sync.badge.waiting', testId: 'sync-waiting', count: s.waiting });
  if (s.erasable > 0) items.push({ id: 'sync.badge.atRisk', testId: 'sync-at-risk', count: s.erasable });
  if (s.checking) items.push({ id: 'sync.badge.checking', testId: 'sync-checking' });
  if (items.length) return items;
  if (s.running) return [{ id: 'sync.badge.syncing', testId: 'sync-running' }];
  return [{ id: s.lastSyncAt ? 'sync.badge.savedAt' : 'sync.badge.saved', testId: 'sync-saved' }];
}
