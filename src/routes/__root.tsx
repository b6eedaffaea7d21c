import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ROLES } from '../../contract/roles.ts';
import { lazy, Suspense } from 'react';
import { AppShell } from '../components/layout/app-shell.tsx';
import { DocumentMeta } from '../components/layout/document-meta.tsx';
import { ScrollManager } from '../components/layout/scroll-manager.tsx';
import { afterLoad, useAfterLoad } from '../lib/after-load.ts';
import { activateLocale } from '../lib/intl.ts';
import { resolveLocale } from '../lib/locale.ts';
import { useSession } from '../lib/session.ts';

// The sync badge pulls in Dexie and the engine: rendered once the page has loaded, not with the first paint.
const SyncBadge = lazy(() => import('../features/sync-status/sync-badge.tsx'));
const SyncNotices = lazy(() => import('../features/sync-status/sync-notices.tsx'));
// Courses saved for offline follow the pull in the background of every page (ADR 116).
const SavedCoursesKeeper = lazy(() => import('../features/learn/saved-courses-keeper.tsx'));

export const Route = createRootRoute({
  beforeLoad: async ({ location }) => {
    await activateLocale(resolveLocale(location.pathname));
    // The content warm-up (and the content types it walks) is fetched once the first page is up.
    afterLoad(() => void import('../lib/warm-content.ts').then((m) => m.warmContentCache()));
  },
  component: Root,
});

function Root() {
  const loaded = useAfterLoad();
  const learner = useSession()?.user.role_id === ROLES.applicant;
  return (
    <>
      <DocumentMeta />
      <ScrollManager />
      {loaded && learner && (
        <Suspense fallback={null}>
          <SavedCoursesKeeper />
        </Suspense>
      )}
      <AppShell
        status={
          loaded && (
            <Suspense fallback={null}>
              <SyncBadge />
            </Suspense>
          )
        }
        notices={
          loaded && (
            <Suspense fallback={null}>
              <SyncNotices />
            </Suspense>
          )
        }
      >
        <Outlet />
      </AppShell>
    </>
  );
}
