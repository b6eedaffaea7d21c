import { Outlet, createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell.tsx';
import { DocumentMeta } from '../components/layout/document-meta.tsx';
import { ScrollManager } from '../components/layout/scroll-manager.tsx';
import { activateLocale } from '../lib/intl.ts';
import { resolveLocale } from '../lib/locale.ts';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => activateLocale(resolveLocale(location.pathname)),
  component: () => (
    <>
      <DocumentMeta />
      <ScrollManager />
      <AppShell>
        <Outlet />
      </AppShell>
    </>
  ),
});
