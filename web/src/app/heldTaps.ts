import './heldTaps.css';

declare global {
  interface Window {
    /** Set by public/hold-taps.js: stops holding taps and hands over the controls it held; null once the app has started. */
    __storysongHeldTaps?: (() => HTMLElement[]) | null;
  }
}

let held: HTMLElement[] = [];

/**
 * Ends public/hold-taps.js's hold on taps, once React's root is about to listen. The controls it
 * held are kept for replayHeldTaps when `replay` (the page is hydrated: its elements stay), and
 * released otherwise.
 */
export function stopHoldingTaps({ replay }: { replay: boolean }): void {
  held = window.__storysongHeldTaps?.() ?? [];
  // A hold script arriving after this (it loads beside the app) then holds nothing.
  window.__storysongHeldTaps = null;
  if (!replay) release();
}

function release(): HTMLElement[] {
  const controls = held.splice(0);
  for (const control of controls) {
    control.removeAttribute('aria-busy');
    control.removeAttribute('data-held');
  }
  return controls;
}

/**
 * Replays the taps held while the app was loading onto the controls they were meant for, once the
 * page has hydrated (Shell calls it from an effect inside the page's Suspense boundary).
 */
export function replayHeldTaps(): void {
  for (const control of release()) if (control.isConnected) control.click();
}
