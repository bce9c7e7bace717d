import '@mantine/core/styles.css';
import { FALLBACK_LANGUAGE } from '@storysong/core';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import i18n, { initI18n } from './app/i18n.ts';
import { warmUpIntl } from './app/intlWarmup.ts';
import { prerenderedPath } from './app/prerendered.ts';
import { keepAreaOfflineFor, registerServiceWorker } from './app/pwa.ts';
import { preloadRoute, routes } from './app/routes.tsx';
import { readInitialData } from './lib/initialData.ts';
import { wait } from './lib/wait.ts';

const container = document.getElementById('root') as HTMLElement;

/**
 * Start-up goes in steps, each a task of its own, so none holds the main thread for long
 * (decision 009): evaluating the code (this module's imports), translations, the router, rendering.
 *
 * Pages rendered before they reached the browser (prerendered at build time, see
 * vite-prerender.ts, or by the function with their data) are hydrated when this visit would render
 * exactly what the server did: the same address, query included, and the fallback language
 * (English) it renders in. Anything else (another language, an affiliate's ?ref= link on a page
 * prerendered without it) renders afresh, replacing the rendered markup when ready.
 */
async function start() {
  warmUpIntl();
  await wait(0);
  const i18nReady = initI18n();
  await wait(0);
  const router = createBrowserRouter(routes);
  keepAreaOfflineFor(router.state.location.pathname);
  router.subscribe((state) => keepAreaOfflineFor(state.location.pathname));
  const app = <App router={router} initialData={readInitialData()} />;
  const prerendered = prerenderedPath(container) === `${window.location.pathname}${window.location.search}`;
  if (prerendered) {
    await i18nReady.catch(() => undefined);
    if (i18n.resolvedLanguage === FALLBACK_LANGUAGE) {
      await wait(0);
      // A transition lets React hydrate in small slices, keeping the page responsive meanwhile.
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
  }
  createRoot(container).render(app);
}

void start();
// A rendered page's code is already on its way (public/boot.js). Otherwise, a task of its own:
// starting a page's download adds a preload link per chunk it needs.
if (prerenderedPath(container) === null) setTimeout(() => preloadRoute(window.location.pathname), 0);
registerServiceWorker();
