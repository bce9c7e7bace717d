import { FALLBACK_LANGUAGE } from '@storysong/core';
import { create } from 'zustand';
import i18n from './i18n.ts';
import { TRANSLATION_NAMESPACES, TRANSLATIONS_CACHE, translationUrl } from './locales.ts';

interface PwaState {
  /** Set when a new service worker is waiting: activates it and reloads the page. */
  applyUpdate: (() => void) | null;
}

export const usePwaStore = create<PwaState>(() => ({ applyUpdate: null }));

/**
 * Puts every translation file of the visitor's language into the worker's translations cache, so
 * the app also starts offline in that language, not only in the precached fallback language.
 * Files already there are left alone: the worker refreshes those as they are used.
 */
async function keepLanguageOffline(language: string | undefined) {
  if (!language || language === FALLBACK_LANGUAGE) return;
  const cache = await caches.open(TRANSLATIONS_CACHE);
  await Promise.all(
    TRANSLATION_NAMESPACES.map(async (namespace) => {
      const url = translationUrl(language, namespace);
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}

const keepLanguageOfflineQuietly = (language: string | undefined) =>
  void keepLanguageOffline(language).catch((error: unknown) => console.warn('Keeping translations offline failed', error));

/**
 * Registers the generated service worker after the page has loaded, so it never competes with
 * first paint. workbox-window is fetched at that point too, keeping it out of the first-load bundle.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      usePwaStore.setState({
        applyUpdate: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      });
    });
    await workbox.register();
    await navigator.serviceWorker.ready;
    keepLanguageOfflineQuietly(i18n.resolvedLanguage);
    i18n.on('languageChanged', keepLanguageOfflineQuietly);
  };
  const start = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
