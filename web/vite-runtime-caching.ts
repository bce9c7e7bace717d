import type { VitePWAOptions } from 'vite-plugin-pwa';
import { AREA_CACHE } from './src/app/areas.ts';
import { TRANSLATIONS_CACHE } from './src/app/locales.ts';
import { API_CONTENT_CACHE } from './src/lib/apiCache.ts';
import { SONGS_CACHE } from './src/lib/privateCaches.ts';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

const DAY_SECONDS = 24 * 60 * 60;

/** The cache of Hindi's and Chinese's fonts (src/app/scriptFonts.ts). */
export const FONTS_CACHE = 'fonts';

/**
 * The service worker's rules for what the precache does not hold, first match wins. Workbox writes
 * each `urlPattern` into sw.js from its source text, so a pattern may use nothing from outside its
 * own body: a helper it called would be undefined there and the rule would throw on every request
 * (the unit test runs them the same way).
 *
 * A customer's file at a signed address (a photo, a voice note) is never cached: the local store's
 * `/api/files/`, Cloud Storage's V4 signature (`X-Goog-Signature`), or the gift page's cover, which
 * answers with the photo's signed address. Private and short-lived: a staff computer that showed one
 * keeps nothing.
 */
export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: ({ url }) => url.pathname.startsWith('/locales/'),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: TRANSLATIONS_CACHE },
  },
  {
    // The site's own images and the public blog images; a customer's photo never.
    urlPattern: ({ request, url }) =>
      request.destination === 'image' &&
      !url.pathname.startsWith('/api/files/') &&
      !url.searchParams.has('X-Goog-Signature') &&
      !/^\/api\/songs\/[^/]+\/cover$/.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: 'images',
      expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS },
      cacheableResponse: { statuses: [0, 200] },
    },
  },
  {
    // A song (or a lyric video, an instrumental) once played plays offline: keepSongForOffline
    // (features/orders/offlineSong.ts) asks for the whole file once, which is stored; the player's
    // byte ranges are then cut from it. Partial answers are never stored. Its signed URL changes
    // with each visit and the file never does, so the signature is not part of the key. Local files
    // and Cloud Storage's signed URLs alike (production needs CORS on the songs and videos folders
    // for the fetch).
    urlPattern: ({ url, request }) =>
      request.method === 'GET' &&
      (/^\/api\/files\/(?:songs|videos)\//.test(url.pathname) ||
        (url.hostname === 'storage.googleapis.com' && /\/(?:songs|videos)\//.test(url.pathname))),
    handler: 'CacheFirst',
    options: {
      cacheName: SONGS_CACHE,
      rangeRequests: true,
      matchOptions: { ignoreSearch: true },
      expiration: { maxEntries: 12 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // The last blog pages and testimonials seen stay readable offline; /api/config lets
    // the app (and the affiliate dashboard's cached copy) start without a connection; a
    // gift page once visited shows its song offline (not its cover: the customer's photo).
    urlPattern: ({ url, request }) =>
      request.method === 'GET' && /^\/api\/(?:blog|testimonials|config|songs\/[^/]+$)/.test(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: API_CONTENT_CACHE,
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Hindi's and Chinese's fonts, their files and the code and stylesheets that bring them
    // (names carry a content hash), as a page uses them. Not the areas' cache: its entries are
    // pruned to the areas' files whenever an area is opened (src/app/pwa.ts).
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/assets\/(?:[^/]+\.woff2?|scriptFont[^/]*\.(?:js|css))$/.test(url.pathname),
    handler: 'CacheFirst',
    options: { cacheName: FONTS_CACHE, expiration: { maxEntries: 400 }, cacheableResponse: { statuses: [200] } },
  },
  {
    urlPattern: ({ url }) => /^\/assets\/BackgroundScene-.*\.js$/.test(url.pathname),
    handler: 'CacheFirst',
    options: { cacheName: 'background-scene', expiration: { maxEntries: 2 } },
  },
  {
    // The affiliate and staff areas' code as it is used (file names carry a content hash): the
    // public area's is precached, and its files that are not have rules of their own above. The
    // app adds the rest of an area's files when it is opened, and drops old builds'.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: { cacheName: AREA_CACHE, cacheableResponse: { statuses: [200] } },
  },
];
