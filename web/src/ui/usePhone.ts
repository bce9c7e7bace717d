import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): room for one column of content. */
const PHONE = '(max-width: 47.99em)';

/**
 * True on a phone-sized screen. For screens rendered in the browser only (the back office), so the
 * first render already matches the screen rather than flashing the wide layout.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
}
