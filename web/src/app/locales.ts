/**
 * Where translations live: one JSON file per language and namespace, served from
 * public/locales and kept for offline use by the service worker (vite.config.ts).
 */

/** Every namespace; locales.unit.test.ts checks this matches the files. */
export const TRANSLATION_NAMESPACES = [
  'admin',
  'affiliates',
  'audit',
  'blog',
  'common',
  'consultation',
  'contact',
  'errors',
  'home',
  'inbox',
  'install',
  'knowledge',
  'legal',
  'orders',
  'privacy',
  'products',
  'reveal',
  'security',
  'tips',
  'uploads',
  'validation',
] as const;

/** i18next-http-backend's path template. */
export const TRANSLATIONS_PATH = '/locales/{{lng}}/{{ns}}.json';

export const translationUrl = (language: string, namespace: string) =>
  TRANSLATIONS_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);

/** The service worker's run-time cache for translation files (the fallback language is precached). */
export const TRANSLATIONS_CACHE = 'locales';
