import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'react-toastify/unstyled';
import { IntlRoot } from './components/layout/intl-root.tsx';
import { NotFoundPage } from './components/layout/not-found-page.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { UpdatePrompt } from './components/ui/update-prompt.tsx';
import { activateLocale } from './lib/intl.ts';
import { resolveLocale } from './lib/locale.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { restoreSession } from './lib/restore-session.ts';
import './lib/route-meta.ts';
import { routeTree } from './route-tree.gen.ts';
import './styles.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', defaultNotFoundComponent: NotFoundPage });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

await activateLocale(resolveLocale(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlRoot>
      <RouterProvider router={router} />
      <Toaster />
    </IntlRoot>
  </StrictMode>,
);

registerServiceWorker((reload) =>
  toast(<UpdatePrompt onReload={reload} />, { autoClose: false, closeOnClick: false, toastId: 'sw-update' }),
);
void restoreSession();
// The outbox engine starts after the first paint; it is not part of the first route's JavaScript.
void import('./lib/sync-start.ts').then((m) => m.startSync());
