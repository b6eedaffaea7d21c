/**
 * Mounted once for the whole app (lazy, signed-in learners): after every successful sync while online,
 * brings the courses kept on this device in step with what the pull brought (saved-courses.ts); at start,
 * when the connection comes back and after each sync, continues the downloads left halfway when it may
 * (resume-downloads.ts, ADR 125).
 */
import { useEffect } from 'react';
import { DEFAULT_LOCALE } from '../../../contract/locale.ts';
import { db } from '../../sync/db.ts';
import { currentLocale } from '../../lib/intl.ts';
import { useSyncStatus } from '../../lib/sync-client.ts';
import { useOnline } from '../../lib/use-online.ts';
import { continueDownloads } from './resume-browser.ts';
import { refreshSavedCourses } from './saved-courses.ts';
import { browserStore } from '../../lib/media-download/saved-store.ts';

export default function SavedCoursesKeeper() {
  const { lastSyncAt } = useSyncStatus();
  const online = useOnline();
  useEffect(() => {
    if (online && lastSyncAt)
      void refreshSavedCourses(db, browserStore, currentLocale() ?? DEFAULT_LOCALE).catch(() => undefined);
  }, [online, lastSyncAt]);
  // Offline too: /learn then says the download waits for a connection.
  useEffect(() => {
    void continueDownloads();
  }, [online, lastSyncAt]);
  return null;
}
