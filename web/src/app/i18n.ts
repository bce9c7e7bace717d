import { FALLBACK_LANGUAGE, LANGUAGE_CODES, languageOption, TIMINGS } from '@storysong/core';
import i18n, { type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './languageDetector.ts';
import { TRANSLATIONS_PATH } from './locales.ts';
import { linkManifest } from './manifest.ts';
import { TRANSLATIONS_ELEMENT_ID } from './prerendered.ts';
import { loadScriptFont } from './scriptFonts.ts';

/**
 * The document follows the language: `lang`, and `dir="rtl"` for Arabic. Each is set only when it
 * changes: setting either, even to the value it holds, makes Chromium style and lay out the whole
 * page again, and a prerendered page already holds both when the app takes it over.
 */
function applyDocumentLanguage(code: string) {
  const option = languageOption(code);
  const root = document.documentElement;
  if (root.lang !== option.code) root.lang = option.code;
  if (root.dir !== option.dir) root.dir = option.dir;
}

i18n.on('languageChanged', applyDocumentLanguage);
i18n.on('languageChanged', loadScriptFont);
i18n.on('languageChanged', linkManifest);

/** The English translations a prerendered page carries (see src/documentRenderer.tsx); none on other pages. */
function embeddedTranslations(): Resource | undefined {
  const block = document.getElementById(TRANSLATIONS_ELEMENT_ID);
  return block?.textContent ? { [FALLBACK_LANGUAGE]: JSON.parse(block.textContent) } : undefined;
}

/**
 * Offline, a translation file the service worker does not hold will not arrive by retrying (five
 * retries took about 10 s): it answers "not found" at once, which the backend does not retry, and
 * the fallback language, which the worker precaches, shows instead.
 */
function fetchTranslation(url: string, options: RequestInit): Promise<Response> | undefined {
  if (navigator.onLine) return undefined;
  return fetch(url, options).catch(() => new Response(null, { status: 404, statusText: 'Offline' }));
}

/**
 * Starts i18next. Translations are fetched from /locales/{lng}/{ns}.json (cached by the service
 * worker); none is waited for longer than TIMINGS.translationTimeoutMs. Detection: see
 * languageDetector.ts.
 * Called once, by start.tsx.
 */
export function initI18n() {
  return i18n
    .use(HttpBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGE_CODES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      // Namespaces embedded in the page are used as they are; any other is fetched.
      resources: embeddedTranslations(),
      partialBundledLanguages: true,
      defaultNS: 'common',
      backend: {
        loadPath: TRANSLATIONS_PATH,
        requestOptions: () => ({ signal: AbortSignal.timeout(TIMINGS.translationTimeoutMs) }),
        alternateFetch: fetchTranslation,
      },
      maxRetries: TIMINGS.translationRetry.retries,
      retryTimeout: TIMINGS.translationRetry.initialDelayMs,
      maxParallelReads: 10,
      saveMissing: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export default i18n;
