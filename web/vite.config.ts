import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite's config loader runs a workspace package's TypeScript entry through Node, which cannot.
import { FALLBACK_LANGUAGE } from '../core/src/enums.ts';
import { SHELL_FILE } from '../core/src/webBuild.ts';
import { AREA_CACHE } from './src/app/areas.ts';
import { TRANSLATIONS_CACHE } from './src/app/locales.ts';
import { API_CONTENT_CACHE } from './src/lib/apiCache.ts';
import { areaFiles, type FilesByArea } from './vite-areas.ts';
import { APP_BASE_MODULE, APP_START_MODULE, compileHints } from './vite-chunks.ts';
import { localisedManifests } from './vite-manifests.ts';
import { stableMantineIds } from './vite-mantine-ids.ts';
import { mantineUsedStyles } from './vite-mantine-styles.ts';
import { precompress } from './vite-precompress.ts';
import { prerender } from './vite-prerender.ts';
import { reactSentinelsWithoutStacks } from './vite-react-sentinels.ts';
import { oneStartupStylesheet } from './vite-startup-stylesheet.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * React Router's package exports name only its development build (dev warnings on, their messages
 * built on every render); the production build beside it differs in that switch alone. Builds use
 * it, as React Router's own Vite plugin has them do; the dev server keeps the warnings.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/** Filled while bundling, read when the service worker's precache list is made after it. */
const filesByArea: FilesByArea = new Map();

export default defineConfig(({ command }) => ({
  plugins: [
    stableMantineIds(),
    mantineUsedStyles(),
    reactSentinelsWithoutStacks(),
    react(),
    // Before prerender and areaFiles, which read the stylesheets' names at the same stage.
    oneStartupStylesheet(),
    prerender(),
    compileHints(),
    areaFiles(filesByArea),
    localisedManifests(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      // public/manifest.webmanifest is the manifest (linked from index.html).
      manifest: false,
      workbox: {
        // The first worker takes over the page that installed it, so a visitor who installs the
        // app from their first page can use it offline at once. Safe: that page runs the very
        // build the worker precaches. Updates still wait for the visitor (UpdateBanner).
        clientsClaim: true,
        // Every navigation under the worker's control gets the app shell (offline too, with a
        // notice); the prerendered pages are for first visits and crawlers, so not precached.
        navigateFallback: `/${SHELL_FILE}`,
        navigateFallbackDenylist: [/^\/api\//],
        // The fallback language's translations are precached so the app never starts without
        // words; the visitor's own language is added to the run-time cache by src/app/pwa.ts.
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}', SHELL_FILE, `locales/${FALLBACK_LANGUAGE}/*.json`],
        // The 3D scene is optional decoration: fetched at run time, not precached.
        // The PNG icons are for installing to a home screen, which the browser fetches itself.
        // Hindi's and Chinese's fonts load only in those languages (src/app/scriptFonts.ts).
        globIgnores: [
          '**/BackgroundScene-*.js',
          'og-default.png',
          'icons/*.png',
          '**/scriptFont*-*.{js,css}',
          'manifest-*.webmanifest',
        ],
        // Only the public area's code: the affiliate and staff areas' is cached when first opened
        // (src/app/areas.ts), so a customer's first visit does not download screens they never use.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => (filesByArea.get(entry.url) ?? 'public') === 'public'),
            warnings: [],
          }),
        ],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/locales/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: TRANSLATIONS_CACHE },
          },
          {
            // Signed customer-file URLs expire and are private: never cached.
            urlPattern: ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // A song once played plays offline: keepSongForOffline (features/orders/offlineSong.ts)
            // asks for the whole file once, which is stored; the player's byte ranges are then cut
            // from it. Partial answers are never stored. Its signed URL changes with each visit and
            // the file never does, so the signature is not part of the key. Local files and Cloud
            // Storage's signed URLs alike (production needs CORS on the songs bucket for the fetch).
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              (url.pathname.startsWith('/api/files/songs/') ||
                (url.hostname === 'storage.googleapis.com' && url.pathname.includes('/songs/'))),
            handler: 'CacheFirst',
            options: {
              cacheName: 'songs',
              rangeRequests: true,
              matchOptions: { ignoreSearch: true },
              expiration: { maxEntries: 12 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The last blog pages and testimonials seen stay readable offline; /api/config lets
            // the app (and the affiliate dashboard's cached copy) start without a connection; a
            // gift page once visited shows its song offline.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/(blog|testimonials|config|songs\/)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CONTENT_CACHE,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Hindi's and Chinese's font files (names carry a content hash), as a page uses them.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.*\.woff2?$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 400 }, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url }) => /^\/assets\/BackgroundScene-.*\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'background-scene', expiration: { maxEntries: 2 } },
          },
          {
            // The affiliate and staff areas' code as it is used (file names carry a content hash);
            // the app adds the rest of an area's files when it is opened, and drops old builds'.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: AREA_CACHE, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
    precompress(),
  ],
  // zod must run eval-free under our CSP: every `import 'zod'` (web and core) goes through src/app/zod.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  // WEB_OUT_DIR lets parallel builds (e.g. two developers' test runs) avoid sharing web/dist.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Everything the entry imports goes into the entry: left to itself the bundler split the start
    // into nineteen chunks, shared with lazy pages, of which a dozen were under 1 KB. One file is one
    // request and a task fewer each on a slow phone, and compresses 6 KB smaller (first-load JS 158 → 152 KB).
    // The app's frame (src/app/App.tsx and all it imports) and the rest of its start (src/app/start.tsx
    // and all it imports) are two more such files, each imported by the entry in a task of its own, so
    // evaluating the start-up code is three tasks rather than one (decision 031).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 3 },
            { name: 'app-base', test: APP_BASE_MODULE, priority: 2 },
            { name: 'app', test: APP_START_MODULE, priority: 1 },
          ],
        },
      },
    },
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
  },
}));
