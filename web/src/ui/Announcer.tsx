import { VisuallyHidden } from '@mantine/core';
import { useAnnouncerStore } from './announcer.ts';

/**
 * The live region `announce()` speaks through. It is in the page from the first render: screen
 * readers only read changes to a region they already know.
 */
export function Announcer() {
  const message = useAnnouncerStore((state) => state.message);
  const serial = useAnnouncerStore((state) => state.serial);
  return (
    // A plain live region, not role=status: it holds no status of the page, only what announce() says.
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="announcer">
      <span key={serial}>{message}</span>
    </VisuallyHidden>
  );
}
