/** Re-reads while a job is still waiting or running, so the import list follows the job without a reload. */
import { useEffect } from 'react';

const EVERY_MS = 1500;

export function usePolling(active: boolean, reload: () => void) {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(reload, EVERY_MS);
    return () => clearTimeout(timer);
  });
}
