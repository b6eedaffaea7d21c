/**
 * Installing the app from inside it. Chromium offers installation through `beforeinstallprompt`,
 * which fires once, early, and must be kept to be used later from a click; Safari on iPhone and iPad
 * has no such event, so there the person is told how to add the app from the Share menu. Imported
 * by main.tsx before the first render so the event is never missed.
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'prompt' | 'ios' | null;

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPadOS reports itself as a Mac; a Mac with a touch screen is an iPad. */
const appleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

window.addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault(); // our button asks instead of the browser's mini-bar
  deferred = e as InstallPromptEvent;
  emit();
});
window.addEventListener('appinstalled', () => {
  deferred = null;
  emit();
});

function offer(): InstallOffer {
  if (deferred) return 'prompt';
  return appleMobile() && !standalone() ? 'ios' : null;
}

/** Shows the browser's install dialog; the offer ends either way (the browser allows one prompt per event). */
export async function promptInstall() {
  const e = deferred;
  if (!e) return;
  deferred = null;
  await e.prompt();
  await e.userChoice.catch(() => undefined);
  emit();
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore((l) => (listeners.add(l), () => listeners.delete(l)), offer);
}
