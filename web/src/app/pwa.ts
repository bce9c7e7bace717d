import { FALLBACK_LANGUAGE } from '@storysong/core';
import { create } from 'zustand';
import { AREA_CACHE, AREA_FILES_URL, type AreaFiles, areaOfPath } from './areas.ts';
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

/** Areas whose files are already cached in this page's life. */
const areasKeptOffline = new Set<string>();

/**
 * The first time the affiliate or staff area is opened (with a worker installed), puts all of its
 * code into the areas cache, so any of its screens then works offline as the precache did before;
 * files of earlier builds are dropped from it meanwhile.
 */
async function keepAreaOffline(pathname: string) {
  const area = areaOfPath(pathname);
  if (!area || areasKeptOffline.has(area) || !('caches' in window)) return;
  areasKeptOffline.add(area);
  await navigator.serviceWorker.ready;
  const response = await fetch(AREA_FILES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${AREA_FILES_URL} answered ${response.status}`);
  const files = (await response.json()) as AreaFiles;
  const current = new Set(Object.values(files).flatMap((list) => list.map((file) => new URL(file, window.location.origin).href)));
  const cache = await caches.open(AREA_CACHE);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all([...cached].filter((url) => !current.has(url)).map((url) => cache.delete(url)));
  await cache.addAll(files[area].filter((file) => !cached.has(new URL(file, window.location.origin).href)));
}

/** keepAreaOffline for each page the visitor opens (start.tsx calls it on every navigation). */
export function keepAreaOfflineFor(pathname: string) {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void keepAreaOffline(pathname).catch((error: unknown) => {
    areasKeptOffline.delete(areaOfPath(pathname) ?? '');
    console.warn('Keeping the area offline failed', error);
  });
}

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
    // The event names the language as asked (en-US); the files exist for the one resolved (en).
    i18n.on('languageChanged', () => keepLanguageOfflineQuietly(i18n.resolvedLanguage));
  };
  const start = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
