import { LANGUAGE_STORAGE_KEY, languageCandidates } from '@storysong/core';
import type { LanguageDetectorModule } from 'i18next';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Tells i18next which languages the visit asks for (core's `languageCandidates`) and keeps the one
 * it settles on, so a choice made in the switcher holds on the next visit. Our own rather than
 * i18next-browser-languagedetector: that module reads `document.cookie` as it loads, to learn
 * whether cookies work, a synchronous round trip to the browser's network service inside the
 * page's start for a lookup this site never makes (decision 055).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    languageCandidates({
      search: window.location.search,
      stored: storedChoice(),
      browser: navigator.languages ?? [navigator.language],
      htmlLang: document.documentElement.getAttribute('lang'),
      pathname: window.location.pathname,
      hostname: window.location.hostname,
    }),
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked or full: the choice holds for this visit only.
    }
  },
};
