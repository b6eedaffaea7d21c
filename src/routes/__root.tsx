import { Outlet, createRootRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppShell } from '../components/layout/app-shell.tsx';
import { DocumentMeta } from '../components/layout/document-meta.tsx';
import { ScrollManager } from '../components/layout/scroll-manager.tsx';
import { activateLocale } from '../lib/intl.ts';
import { resolveLocale } from '../lib/locale.ts';

// The sync badge pulls in Dexie and the engine: loaded after the first paint, not with the home page.
const SyncBadge = lazy(() => import('../features/sync-status/sync-badge.tsx'));
const SyncNotices = lazy(() => import('../features/sync-status/sync-notices.tsx'));

export const Route = createRootRoute({
  beforeLoad: ({ location }) => activateLocale(resolveLocale(location.pathname)),
  component: () => (
    <>
      <DocumentMeta />
      <ScrollManager />
      <AppShell
        status={
          <Suspense fallback={null}>
            <SyncBadge />
          </Suspense>
        }
        notices={
          <Suspense fallback={null}>
            <SyncNotices />
          </Suspense>
        }
      >
        <Outlet />
      </AppShell>
    </>
  ),
});
