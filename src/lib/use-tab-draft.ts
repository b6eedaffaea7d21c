/**
 * A staff page that fills one form after another in a tab (the office's registration, the agro
 * application) and keeps the draft's id in its URL. With no draft in the URL it continues the one this
 * tab left open — unless that was sent, or another tab has it open (tab-drafts.ts) — or starts a blank
 * one; a draft opened from a link or a list becomes this tab's.
 */
import { useEffect } from 'react';
import { db } from '../sync/db.ts';
import { openElsewhere, setTabDraft, tabDraft } from './tab-drafts.ts';

/**
 * `key` names what the tab remembers; `go` puts a draft's id in the page's URL. Returns `open`: this tab
 * is on that draft now (a new one with `crypto.randomUUID()`).
 */
export function useTabDraft(key: string, draftId: string | undefined, go: (id: string, replace: boolean) => void) {
  const open = (id: string, replace = false) => {
    setTabDraft(key, id);
    go(id, replace);
  };

  useEffect(() => {
    if (draftId) return;
    void (async () => {
      const last = tabDraft(key);
      const row = last ? await db.drafts.get(last) : undefined;
      const resumable = row && row.status !== 'queued' && row.status !== 'sent' && !(await openElsewhere(row.id));
      open(resumable ? row.id : crypto.randomUUID(), true);
    })();
  }, [draftId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (draftId) setTabDraft(key, draftId);
  }, [draftId, key]);

  return open;
}
