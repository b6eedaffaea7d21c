import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlRoot } from './components/layout/intl-root.tsx';
import { NotFoundPage } from './components/layout/not-found-page.tsx';
import { LateToaster } from './components/ui/late-toaster.tsx';
import { OfflineReady } from './components/ui/offline-ready.tsx';
import { UpdatePrompt } from './components/ui/update-prompt.tsx';
import { afterLoad, markFirstRender } from './lib/after-load.ts';
import './lib/install-prompt.ts';
import { activateLocale } from './lib/intl.ts';
import { resolveLocale } from './lib/locale.ts';
import { getSession } from './lib/session.ts';
import './lib/route-meta.ts';
import { routeTree } from './route-tree.gen.ts';
import './styles/base.css';
import './styles/forms.css';
import './styles/components.css';
import './styles/site-nav.css';
import './styles/info-pages.css';

// Hovering or focusing a link preloads the page's chunk and, for admin and account pages, its loader's
// data; a click within 10 s uses that data, later ones fetch again (the office edits the same records).
const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 10_000,
  defaultNotFoundComponent: NotFoundPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const stopWatching = router.subscribe('onRendered', () => {
  stopWatching();
  markFirstRender();
});

await activateLocale(resolveLocale(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlRoot>
      <RouterProvider router={router} />
      <LateToaster />
    </IntlRoot>
  </StrictMode>,
);

// The service worker (and workbox-window) registers once the first page is up, not in the first route's JS.
afterLoad(
  () =>
    void import('./lib/pwa.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker(
        (reload) =>
          void import('react-toastify/unstyled').then(({ toast }) =>
            toast(<UpdatePrompt onReload={reload} />, { autoClose: false, closeOnClick: false, toastId: 'sw-update' }),
          ),
        () =>
          void import('react-toastify/unstyled').then(({ toast }) =>
            toast(<OfflineReady />, { autoClose: 8000, toastId: 'sw-offline-ready' }),
          ),
      ),
    ),
);
// Only a stored session is confirmed with the server, so the API layer is not in a visitor's first route.
if (getSession()) void import('./lib/restore-session.ts').then((m) => m.restoreSession());
// Every other page's import (and the chunks to fetch with it) is one lazy chunk: ready before a first click.
afterLoad(() => void import('virtual:route-chunks'));
// The outbox engine starts once the page has loaded; it is not part of the first route's JavaScript.
afterLoad(() => void import('./lib/sync-start.ts').then((m) => m.startSync()));
