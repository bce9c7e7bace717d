declare global {
  interface Window {
    /** Set by public/boot.js on a rendered page: stops holding taps and hands over those it held. */
    __storysongHeldClicks?: () => Element[];
  }
}

/**
 * Replays the taps public/boot.js held while the app was loading, once the app has taken the page
 * over. A hydrated page keeps its elements, so each tap lands on the control it was meant for; a
 * page rendered afresh has replaced them, and a tap is never replayed onto a different element.
 */
export function replayHeldClicks(): void {
  const held = window.__storysongHeldClicks?.() ?? [];
  for (const control of held) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
