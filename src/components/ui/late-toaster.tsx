import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../lib/after-load.ts';

// Toasts answer actions, which come after the first paint: the library loads then, not before.
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

export function LateToaster() {
  return useAfterLoad() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
