/**
 * The service worker's run-time cache of public API answers (the rule in vite.config.ts, which
 * imports this module, so it imports nothing), from which the pages that read them open offline.
 */
export const API_CONTENT_CACHE = 'api-content';
