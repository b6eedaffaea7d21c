import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** After each navigation: to the element named by `?toId=`, else to the top (seed §2). */
export function ScrollManager() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        const toId = new URLSearchParams(toLocation.searchStr).get('toId');
        requestAnimationFrame(() => {
          const target = toId ? document.getElementById(toId) : null;
          if (target) target.scrollIntoView({ block: 'start' });
          else window.scrollTo(0, 0);
        });
      }),
    [router],
  );
  return null;
}
