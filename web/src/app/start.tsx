import { FALLBACK_LANGUAGE } from '@storysong/core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { readInitialData } from '../lib/initialData.ts';
import { App } from './App.tsx';
import { stopHoldingTaps } from './heldTaps.ts';
import i18n, { initI18n } from './i18n.ts';
import { prerenderedPath } from './prerendered.ts';
import { keepAreaOfflineFor, registerServiceWorker } from './pwa.ts';
import { loadRoute, routes } from './routes.tsx';

/**
 * Starts the app (decision 064). A page rendered before it reached the browser (prerendered at
 * build time, see vite-prerender.ts, or by the function with its data) is hydrated when this visit
 * would render exactly what the server did: the same address, query included, in the fallback
 * language (English) it was rendered in. Its page code was preloaded by the page's own
 * `modulepreload` links; waiting for it here means React hydrates the page in one pass instead of
 * suspending on it. Anything else (another language, an affiliate's ?ref= link on a page
 * prerendered without it) renders afresh, replacing the rendered markup.
 */
export async function start(container: HTMLElement): Promise<void> {
  const rendered = prerenderedPath(container) === `${window.location.pathname}${window.location.search}`;
  const pageCode = loadRoute(window.location.pathname).catch(() => undefined);
  registerServiceWorker();
  const translations = initI18n().catch(() => undefined);
  // Only hydrating waits for the language; a page rendered afresh shows its loader meanwhile.
  if (rendered) await translations;
  const hydrating = rendered && i18n.resolvedLanguage === FALLBACK_LANGUAGE;
  // Hydration data (none: no route has a loader) tells the router the page was rendered on a
  // server, so it leaves the window's scroll where the visitor has put it rather than resetting it.
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
  keepAreaOfflineFor(router.state.location.pathname);
  router.subscribe((state) => keepAreaOfflineFor(state.location.pathname));
  const app = <App router={router} initialData={readInitialData()} />;
  if (hydrating) {
    await pageCode;
    // From here React's root listens: a tap on a part still hydrating is React's to replay.
    stopHoldingTaps({ replay: true });
    hydrateRoot(container, app);
    return;
  }
  // Rendered afresh, the page's elements are replaced: a held tap has nothing left to land on.
  stopHoldingTaps({ replay: false });
  createRoot(container).render(app);
}
