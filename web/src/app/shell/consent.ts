import { useSyncExternalStore } from 'react';

const KEY = 'hasAcceptedTerms';
const listeners = new Set<() => void>();
let acceptedThisVisit = false;

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/** Records acceptance; a private-mode storage failure still hides the banner for this visit. */
export function acceptTerms() {
  try {
    window.localStorage.setItem(KEY, 'true');
  } catch {
    acceptedThisVisit = true;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Prerendered pages are for first visits, so they carry the banner; hydration then reads storage. */
const NOT_YET_ACCEPTED = () => false;

export function useHasAcceptedTerms(): boolean {
  return useSyncExternalStore(subscribe, () => acceptedThisVisit || read(), NOT_YET_ACCEPTED);
}
