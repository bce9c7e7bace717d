import { create } from 'zustand';

interface PwaState {
  /** Set when a new service worker is waiting: activates it and reloads the page. */
  applyUpdate: (() => void) | null;
}

export const usePwaStore = create<PwaState>(() => ({ applyUpdate: null }));

/**
 * Registers the generated service worker after the page has loaded, so it never competes with
 * first paint. workbox-window is fetched at that point too, keeping it out of the first-load bundle.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      usePwaStore.setState({
        applyUpdate: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      });
    });
    await workbox.register();
  };
  const start = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
