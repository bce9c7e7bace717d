import { FALLBACK_LANGUAGE } from '@storysong/core';
import type { startTransition as StartTransition } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { readInitialData } from '../lib/initialData.ts';
import { wait } from '../lib/wait.ts';
import { App } from './App.tsx';
import i18n, { initI18n } from './i18n.ts';
import { prerenderedPath } from './prerendered.ts';
import { keepAreaOfflineFor, registerServiceWorker } from './pwa.ts';
import { preloadRoute, routes } from './routes.tsx';

/** What main.tsx evaluated in the task before this module's: React's, passed on as they are. */
export interface ReactStart {
  createRoot: typeof CreateRoot;
  hydrateRoot: typeof HydrateRoot;
  startTransition: typeof StartTransition;
}

/**
 * Evaluates the rendered page's own code (the chunks public/boot.js was given, each after its
 * imports) one chunk per task. Imported by React at once, the page module and the thirty or forty
 * chunks it imports were evaluated in one task of 20–30 ms at full speed (Lighthouse's traces of
 * `/blog`), four times that on the phone Lighthouse stands for; a module is evaluated only once, so
 * React's own import then finds them all done. A chunk that fails to load is left for React's
 * import to report.
 */
async function evaluatePageCode() {
  const chunks = document.querySelector<HTMLScriptElement>('script[data-page]')?.dataset.page?.split(' ') ?? [];
  for (const chunk of chunks.filter(Boolean)) {
    await wait(0);
    await import(/* @vite-ignore */ chunk).catch(() => undefined);
  }
  await wait(0);
}

/**
 * The app's start, after main.tsx (decision 009, 031): translations, the router, rendering, each a
 * task of its own.
 *
 * Pages rendered before they reached the browser (prerendered at build time, see
 * vite-prerender.ts, or by the function with their data) are hydrated when this visit would render
 * exactly what the server did: the same address, query included, and the fallback language
 * (English) it renders in. Anything else (another language, an affiliate's ?ref= link on a page
 * prerendered without it) renders afresh, replacing the rendered markup when ready.
 */
export function start(container: HTMLElement, { createRoot, hydrateRoot, startTransition }: ReactStart): void {
  const render = async () => {
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
        await evaluatePageCode();
        // A transition lets React hydrate in small slices, keeping the page responsive meanwhile.
        startTransition(() => {
          hydrateRoot(container, app);
        });
        return;
      }
    }
    createRoot(container).render(app);
  };
  void render();
  // A rendered page's code is already on its way (public/boot.js). Otherwise, a task of its own:
  // starting a page's download adds a preload link per chunk it needs.
  if (prerenderedPath(container) === null) setTimeout(() => preloadRoute(window.location.pathname), 0);
  registerServiceWorker();
}
