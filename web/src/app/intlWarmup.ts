/**
 * The first Intl formatter built in a browser tab loads ICU's locale data for the whole renderer
 * process: 20–70 ms on the benchmark machine (Chromium), a main-thread stall in the middle of
 * hydrating a page of prices or dates. A worker building one first pays that on another thread;
 * the data stays loaded for every locale, so the app's formatters (core/src/intl.ts) then cost
 * well under a millisecond.
 *
 * A rendered page's public/boot.js starts the same worker as soon as the page has painted, some
 * 300 ms before this module is evaluated (decision 059); only the app's shell starts it here.
 */
const INTL_WARMUP_URL = '/intl-warmup.js';

export function warmUpIntl(): void {
  if (typeof Worker === 'undefined' || document.querySelector('script[data-entry]')) return;
  new Worker(INTL_WARMUP_URL);
}
