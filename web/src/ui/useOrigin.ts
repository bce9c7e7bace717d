import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * The site's origin for absolute URLs in structured data. A prerendered page is built without
 * one (empty), and the head manager only writes tags once the page runs in the browser.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
