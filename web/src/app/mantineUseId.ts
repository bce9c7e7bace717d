import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in builds (`stableMantineIds` in vite-mantine-ids.ts).
 * Mantine's starts from React's id, then swaps it for a random one in a layout effect: a synchronous
 * second render of every input and tab just after hydration, with every pending effect flushed
 * first, in the commit's task. This keeps React's id (unique within the root, and since React 19.2
 * free of the colons a CSS selector would need escaped), the same on the server and in the browser.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId()}`;
  return typeof staticId === 'string' ? staticId : id;
}
