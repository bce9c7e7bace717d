import { useEffect, useState } from 'react';

/**
 * `opened`, but false for a dialog's first render. A lazily loaded dialog mounts already open, and
 * Mantine notes the element to return focus to only when `opened` changes: mounted open, it would
 * drop focus on the page body when it closes. Opening one render later lets it note the trigger.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
