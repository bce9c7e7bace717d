import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Prerendered pages assume a connection; hydration then reads the real state. */
const ONLINE = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, ONLINE);
}
