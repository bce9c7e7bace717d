import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite's config loader runs a workspace package's TypeScript entry through Node, which cannot.
import { FALLBACK_LANGUAGE } from '../core/src/enums.ts';
import { SHELL_FILE } from '../core/src/webBuild.ts';
import { areaFiles, type FilesByArea } from './vite-areas.ts';
import { localisedManifests } from './vite-manifests.ts';
import { stableMantineIds } from './vite-mantine-ids.ts';
import { mantineUsedStyles } from './vite-mantine-styles.ts';
import { precompress } from './vite-precompress.ts';
import { prerender } from './vite-prerender.ts';
import { runtimeCaching } from './vite-runtime-caching.ts';

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
    react(),
    prerender(),
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
        runtimeCaching,
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
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
  },
}));
