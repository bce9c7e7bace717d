/**
 * The first Intl formatter built in a browser tab loads ICU's locale data for the whole renderer
 * process: 20–70 ms on the benchmark machine (Chromium), a main-thread stall in the middle of
 * hydrating a page of prices or dates. A worker building one first pays that on another thread;
 * the data stays loaded for every locale, so the app's formatters (core/src/intl.ts) then cost
 * well under a millisecond.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return;
  new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' });
}
